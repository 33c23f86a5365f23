import type { AdminSentNotification } from '@sextant/contracts/admin-notifications';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  type SentSort,
  sentNotificationsQuery,
} from '@/back-office/features/notifications/api/get-sent-notifications';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import { useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { Skeleton } from '@/shared/ui/skeleton';

// The form (react-hook-form) loads beside the sent notifications, not before the screen can show.
const composeForm = import('@/back-office/features/notifications/components/compose-form');
const ComposeForm = lazy(async () => ({ default: (await composeForm).ComposeForm }));

const SORTS: readonly SentSort[] = ['sent_at'];

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const columns: Column<AdminSentNotification, SentSort>[] = [
  {
    key: 'sent_at',
    header: 'Sent',
    sort: 'sent_at',
    className: 'whitespace-nowrap',
    cell: (row) => <time dateTime={row.sent_at}>{formatDateTime(row.sent_at)}</time>,
  },
  {
    key: 'title',
    header: 'Notification',
    cell: (row) => (
      <div className="min-w-48">
        <p className="font-medium text-ink">{row.title}</p>
        <p className="line-clamp-2 text-ink-muted">{row.body}</p>
        {row.link && <p className="text-xs break-all text-ink-muted">Opens {row.link}</p>}
      </div>
    ),
  },
  {
    key: 'audience',
    header: 'To',
    cell: (row) => (row.audience.type === 'all' ? 'All clients' : (row.audience.client_name ?? 'One client')),
  },
  {
    key: 'sent',
    header: 'Reached',
    className: 'text-right',
    cell: (row) => row.sent.toLocaleString('en-GB'),
  },
  { key: 'sent_by', header: 'By', cell: (row) => row.sent_by ?? '—' },
];

/** Compose a notification (to one client or all) and see what the firm's staff sent before. */
export function NotificationsPage() {
  const [params, setParams] = useTableParams(SORTS, { sort: 'sent_at', order: 'desc' });
  const history = useQuery(sentNotificationsQuery(params));
  // One boundary: the list shows with the form above it, never before it.
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <div className="flex flex-col gap-8">
        <ComposeForm />
        <section aria-labelledby="history-heading" className="flex flex-col gap-3">
          <h2 id="history-heading" className="text-base font-semibold text-ink">
            Sent notifications
          </h2>
          <DataTable
            caption="Sent notifications"
            columns={columns}
            {...tableRows(history, 'The sent notifications could not be loaded.', { keepRowsOnError: true })}
            rowKey={(row) => String(row.id)}
            params={params}
            onParams={setParams}
            searchLabel="Search sent notifications by title"
            empty="Nothing sent yet."
          />
        </section>
      </div>
    </Suspense>
  );
}
