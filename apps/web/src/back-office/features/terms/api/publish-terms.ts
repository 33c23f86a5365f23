import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { termsKey } from './get-terms';

/** The next version (admins); clients must accept it at their next sign-in. */
export const publishTerms = (text: string) => api.POST('/admin/terms', { body: { text } });

export function usePublishTerms() {
  return useMutation({
    mutationFn: publishTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsKey }),
  });
}
