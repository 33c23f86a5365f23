import type { AdminTermsVersion } from '@sextant/contracts/admin-terms';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { termsKey } from './get-terms';

/** POST /v1/admin/terms (admins): the next version; clients must accept it at their next sign-in. */
export const publishTerms = (text: string) => http.postJson<AdminTermsVersion>('/admin/terms', { text });

export function usePublishTerms() {
  return useMutation({
    mutationFn: publishTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsKey }),
  });
}
