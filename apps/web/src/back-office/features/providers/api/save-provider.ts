import type { AdminProviderCreate } from '@sextant/contracts/admin-providers';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { providersKey } from './get-providers';

export type ProviderInput = Required<Pick<AdminProviderCreate, 'name'>> & {
  description: string;
  website: string | null;
  logo: string | null;
};

/** A new provider, or the changes to one when it exists. */
export const saveProvider = (id: string | null, input: ProviderInput) =>
  id
    ? api.PATCH('/admin/providers/{id}', { params: { path: { id } }, body: input })
    : api.POST('/admin/providers', { body: input });

export function useSaveProvider(id: string | null) {
  return useMutation({
    mutationFn: (input: ProviderInput) => saveProvider(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providersKey }),
  });
}
