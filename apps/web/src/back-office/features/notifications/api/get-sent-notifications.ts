import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

export type SentSort = 'sent_at';

export const sentNotificationsKey = ['admin', 'notifications', 'sent'] as const;

/** What the firm's staff sent, newest first. */
export const getSentNotifications = (params: TableParams<SentSort>) =>
  api.GET('/admin/notifications', { params: { query: tableQuery(params) } });

export const sentNotificationsQuery = (params: TableParams<SentSort>) =>
  queryOptions({
    queryKey: [...sentNotificationsKey, params],
    queryFn: () => getSentNotifications(params),
    placeholderData: keepPreviousData,
  });
