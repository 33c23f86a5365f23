import type { ReviewSegmentInput } from '@sextant/contracts/admin-segments';
import { useMutation } from '@tanstack/react-query';
import { segmentsQuery } from '@/back-office/shared/api/get-segments';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';

/** Any change to one segment can move the default or the counts of others: the list is read again. */
const refresh = () => queryClient.invalidateQueries({ queryKey: segmentsQuery().queryKey });

export const useCreateSegment = () =>
  useMutation({
    mutationFn: (input: ReviewSegmentInput) => api.POST('/admin/segments', { body: input }),
    onSuccess: refresh,
  });

export const useUpdateSegment = () =>
  useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewSegmentInput }) =>
      api.PUT('/admin/segments/{id}', { params: { path: { id } }, body: input }),
    onSuccess: refresh,
  });

export const useDeleteSegment = () =>
  useMutation({
    mutationFn: (id: string) => api.DELETE('/admin/segments/{id}', { params: { path: { id } } }),
    onSuccess: refresh,
  });
