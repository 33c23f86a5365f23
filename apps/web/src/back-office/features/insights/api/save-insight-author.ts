import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { adminInsightsKey } from './get-admin-insights';

export interface AuthorInput {
  name: string;
  role: string;
}

/** A new author, or the changes to one. */
export const saveInsightAuthor = (id: number | null, author: AuthorInput) =>
  id === null
    ? api.POST('/admin/insight-authors', { body: author })
    : api.PATCH('/admin/insight-authors/{id}', { params: { path: { id } }, body: author });

export function useSaveInsightAuthor() {
  return useMutation({
    mutationFn: ({ id, author }: { id: number | null; author: AuthorInput }) => saveInsightAuthor(id, author),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInsightsKey }),
  });
}
