import type { AdminSentNotificationPage } from '@sextant/contracts/admin-notifications';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableSearch } from '../../../shared/admin/table-params';
import { http } from '../../../shared/http/client';

export type SentSort = 'sent_at';

export const sentNotificationsKey = ['admin', 'notifications', 'sent'] as const;

/** GET /v1/admin/notifications: what the firm's staff sent, newest first. */
export const getSentNotifications = (params: TableParams<SentSort>) =>
  http.get<AdminSentNotificationPage>(`/admin/notifications?${tableSearch(params)}`);

export const sentNotificationsQuery = (params: TableParams<SentSort>) =>
  queryOptions({
    queryKey: [...sentNotificationsKey, params],
    queryFn: () => getSentNotifications(params),
    placeholderData: keepPreviousData,
  });
