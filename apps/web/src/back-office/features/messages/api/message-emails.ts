import type { AdminMessageEmails } from '@sextant/contracts/admin-messages';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { INBOX_KEY } from './get-inbox';

/** Whether the signed-in staff member is emailed when a client writes to them. */
export const messageEmailsQuery = () =>
  queryOptions({
    queryKey: [...INBOX_KEY, 'emails'] as const,
    queryFn: () => api.GET('/admin/messages/emails'),
  });

export function useSetMessageEmails() {
  return useMutation({
    mutationFn: (emailMe: boolean) => api.PUT('/admin/messages/emails', { body: { email_me: emailMe } }),
    onSuccess: (saved: AdminMessageEmails) => queryClient.setQueryData(messageEmailsQuery().queryKey, saved),
  });
}
