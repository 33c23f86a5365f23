import type { AdminInsightAuthor } from '@sextant/contracts/admin-insights';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { adminInsightsKey } from './get-admin-insights';

export interface AuthorInput {
  name: string;
  role: string;
}

/** POST /v1/admin/insight-authors, or PATCH /v1/admin/insight-authors/{id}. */
export const saveInsightAuthor = (id: number | null, author: AuthorInput) =>
  id === null
    ? http.postJson<AdminInsightAuthor>('/admin/insight-authors', author)
    : http.patch<AdminInsightAuthor>(`/admin/insight-authors/${id}`, author);

export function useSaveInsightAuthor() {
  return useMutation({
    mutationFn: ({ id, author }: { id: number | null; author: AuthorInput }) => saveInsightAuthor(id, author),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInsightsKey }),
  });
}
