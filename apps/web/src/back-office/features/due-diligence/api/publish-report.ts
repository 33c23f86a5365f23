import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { storeReport } from './get-report';

/** Publishes the report to clients, or takes it back. */
export const setPublished = (id: string, published: boolean) =>
  api.POST(published ? '/admin/due-diligence/{id}/publish' : '/admin/due-diligence/{id}/unpublish', {
    params: { path: { id } },
  });

export const useSetPublished = (id: string) =>
  useMutation({ mutationFn: (published: boolean) => setPublished(id, published), onSuccess: storeReport });
