import type { AdminThreadSort, AdminThreadSummary } from '@sextant/contracts/admin-messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  type AssignedFilter,
  type InboxFilters,
  inboxQuery,
} from '@/back-office/features/messages/api/get-inbox';
import { MessageEmailsToggle } from '@/back-office/features/messages/components/message-emails-toggle';
import { formatDateTime } from '@/back-office/features/messages/format';
import { CheckOption } from '@/back-office/shared/check-option';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import { SegmentedChoice } from '@/back-office/shared/segmented-choice';
import { useTableFilters, useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { appPath } from '@/shared/routing/app-path';
import { cx } from '@/shared/ui/cx';

const SORTS: readonly AdminThreadSort[] = ['last_message_at', 'subject', 'client'];
const ASSIGNED: Array<[AssignedFilter, string]> = [
  ['all', 'All'],
  ['me', 'Assigned to me'],
  ['unassigned', 'Unassigned'],
];

const columns: Column<AdminThreadSummary, AdminThreadSort>[] = [
  {
    key: 'subject',
    header: 'Subject',
    sort: 'subject',
    cell: (thread) => (
      <div className="flex min-w-48 flex-col gap-0.5">
        <Link
          to={appPath.adminThread({ id: thread.uuid })}
          className={cx(
            'rounded text-ink hover:text-accent-ink hover:underline focus-visible:outline-2 focus-visible:outline-focus',
            thread.unread ? 'font-bold' : 'font-medium',
          )}
        >
          {thread.unread && <span className="sr-only">Unread: </span>}
          {thread.subject}
        </Link>
        <span className="line-clamp-1 text-xs text-ink-muted">{thread.last_message_preview}</span>
      </div>
    ),
  },
  {
    key: 'client',
    header: 'Client',
    sort: 'client',
    cell: (thread) => (
      <span className={thread.unread ? 'font-bold' : undefined}>
        {thread.client.name}
        <span className="block text-xs font-normal text-ink-muted">{thread.client.email}</span>
      </span>
    ),
  },
  {
    key: 'assignee',
    header: 'Assigned to',
    cell: (thread) => thread.assignee?.name ?? <span className="text-ink-muted">Nobody</span>,
  },
  {
    key: 'last_message_at',
    header: 'Last message',
    sort: 'last_message_at',
    className: 'whitespace-nowrap',
    cell: (thread) => (
      <time dateTime={thread.last_message_at} className={thread.unread ? 'font-bold' : undefined}>
        {formatDateTime(thread.last_message_at)}
      </time>
    ),
  },
];

/** The firm's inbox of client threads: filters, search, unread rows in bold, each a link to its thread. */
export function InboxPage() {
  const [params, setParams] = useTableParams(SORTS, { sort: 'last_message_at', order: 'desc' });
  const [search, setFilter] = useTableFilters();
  const assignedParam = search.get('assigned');
  const filters: InboxFilters = {
    assigned: assignedParam === 'me' || assignedParam === 'unassigned' ? assignedParam : 'all',
    unread: search.get('unread') === 'true',
  };
  const query = useQuery(inboxQuery(params, filters));
  const filtered = filters.assigned !== 'all' || filters.unread;

  return (
    <DataTable
      caption="Message threads"
      columns={columns}
      {...tableRows(query, 'The inbox could not be loaded.')}
      rowKey={(thread) => thread.uuid}
      params={params}
      onParams={setParams}
      searchLabel="Search subject or client"
      empty={filtered ? 'No threads match these filters.' : 'No client has written yet.'}
      toolbar={
        <div className="flex flex-wrap items-center gap-3">
          <SegmentedChoice
            legend="Show threads"
            name="assigned"
            options={ASSIGNED}
            value={filters.assigned}
            onChange={(value) => setFilter('assigned', value === 'all' ? null : value)}
          />
          <CheckOption
            label="Unread only"
            checked={filters.unread}
            onChange={(on) => setFilter('unread', on ? 'true' : null)}
          />
          <div className="sm:ml-auto">
            <MessageEmailsToggle />
          </div>
        </div>
      }
    />
  );
}
