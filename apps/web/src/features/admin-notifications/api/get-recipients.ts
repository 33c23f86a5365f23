import type { NotificationRecipientList } from '@sextant/contracts/admin-notifications';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/admin/notifications/recipients?q=: up to 20 active clients of the firm matching the text. */
export const getRecipients = (q: string) =>
  http.get<NotificationRecipientList>(
    `/admin/notifications/recipients${q ? `?${new URLSearchParams({ q })}` : ''}`,
  );

export const recipientsQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'notifications', 'recipients', q],
    queryFn: () => getRecipients(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
