import type { AdminThreadSort } from '@sextant/contracts/admin-messages';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';

export type AssignedFilter = 'all' | 'me' | 'unassigned';
export interface InboxFilters {
  assigned: AssignedFilter;
  unread: boolean;
}

/** Every inbox page and the unread count: a reply, a read or an assignment refreshes them together. */
export const INBOX_KEY = ['admin', 'messages'] as const;

/** One page of the firm's threads. */
export const getInbox = (params: TableParams<AdminThreadSort>, filters: InboxFilters) =>
  api.GET('/admin/messages', {
    params: {
      query: tableQuery(params, {
        assigned: filters.assigned === 'all' ? undefined : filters.assigned,
        unread: filters.unread ? 'true' : undefined,
      }),
    },
  });

export const inboxQuery = (params: TableParams<AdminThreadSort>, filters: InboxFilters) =>
  queryOptions({
    queryKey: [...INBOX_KEY, 'inbox', params, filters] as const,
    queryFn: () => getInbox(params, filters),
    placeholderData: keepPreviousData,
  });
