import type { AdminProvider, AdminProviderCreate } from '@sextant/contracts/admin-providers';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { providersKey } from './get-providers';

export type ProviderInput = Required<Pick<AdminProviderCreate, 'name'>> & {
  description: string;
  website: string | null;
  logo: string | null;
};

/** POST /v1/admin/providers, or PATCH /v1/admin/providers/{id} when the provider exists. */
export const saveProvider = (id: string | null, input: ProviderInput) =>
  id
    ? http.patch<AdminProvider>(`/admin/providers/${encodeURIComponent(id)}`, input)
    : http.postJson<AdminProvider>('/admin/providers', input);

export function useSaveProvider(id: string | null) {
  return useMutation({
    mutationFn: (input: ProviderInput) => saveProvider(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providersKey }),
  });
}
