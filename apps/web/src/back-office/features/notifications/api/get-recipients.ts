import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** Up to 20 active clients of the firm matching the text. */
export const getRecipients = (q: string) =>
  api.GET('/admin/notifications/recipients', { params: { query: { q } } });

export const recipientsQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'notifications', 'recipients', q],
    queryFn: () => getRecipients(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
