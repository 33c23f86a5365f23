import type { AdminAuditEvent } from '@sextant/contracts/admin-audit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type AuditFilters, auditActionsQuery, auditQuery } from '@/back-office/features/audit/api/audit';
import { useStaffMe } from '@/back-office/shared/api/get-staff-me';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import { useTableFilters, useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { isHttpError } from '@/shared/http/client';

const SORTS = ['created_at'] as const;
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Details in one line; the whole JSON when opened. */
function Details({ details }: { details: AdminAuditEvent['details'] }) {
  if (!details || Object.keys(details).length === 0) return <span className="text-ink-muted">—</span>;
  const summary = Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
  return (
    <details className="max-w-md">
      <summary className="min-h-11 cursor-pointer truncate rounded py-3 text-xs text-ink-muted max-[21em]:whitespace-normal max-[21em]:wrap-anywhere focus-visible:outline-2 focus-visible:outline-focus">
        {summary}
      </summary>
      <pre className="mt-2 overflow-x-auto rounded-lg bg-navy-50 p-2 text-xs whitespace-pre-wrap break-all text-ink">
        {JSON.stringify(details, null, 2)}
      </pre>
    </details>
  );
}

const columns: Column<AdminAuditEvent, 'created_at'>[] = [
  {
    key: 'created_at',
    header: 'Time',
    sort: 'created_at',
    className: 'whitespace-nowrap',
    cell: (event) => <time dateTime={event.created_at}>{dateTime.format(new Date(event.created_at))}</time>,
  },
  { key: 'action', header: 'Action', cell: (event) => <code className="text-xs">{event.action}</code> },
  {
    key: 'actor',
    header: 'Actor',
    cell: (event) =>
      event.actor ? (
        <span>
          {event.actor.name}
          <span className="block text-xs text-ink-muted">
            {event.actor.email} · {event.actor.role}
          </span>
        </span>
      ) : (
        <span className="text-ink-muted">Nobody signed in</span>
      ),
  },
  {
    key: 'subject',
    header: 'Subject',
    cell: (event) => event.subject ?? <span className="text-ink-muted">—</span>,
  },
  { key: 'ip', header: 'IP address', cell: (event) => event.ip ?? <span className="text-ink-muted">—</span> },
  { key: 'details', header: 'Details', cell: (event) => <Details details={event.details} /> },
];

const filterClass =
  'min-h-11 rounded-lg border border-line bg-surface px-3 text-sm shadow-sm focus:border-accent focus:outline-2 focus:outline-focus';

function AuditLog() {
  const ids = { action: useId(), from: useId(), to: useId() };
  const [params, setParams] = useTableParams(SORTS, { sort: 'created_at', order: 'desc' });
  const [search, setFilter] = useTableFilters();
  const filters: AuditFilters = {
    action: search.get('action') || undefined,
    from: DATE.test(search.get('from') ?? '') ? search.get('from')! : undefined,
    to: DATE.test(search.get('to') ?? '') ? search.get('to')! : undefined,
  };
  const query = useQuery(auditQuery(params, filters));
  const actions = useQuery(auditActionsQuery());
  const badRange = isHttpError(query.error) && query.error.status === 422;

  return (
    <DataTable
      caption="Audit events"
      columns={columns}
      {...tableRows(
        query,
        badRange
          ? 'Check the dates: the end cannot be before the start.'
          : 'The audit log could not be loaded.',
      )}
      rowKey={(event) => String(event.id)}
      params={params}
      onParams={setParams}
      searchLabel="Search email"
      empty={
        filters.action || filters.from || filters.to
          ? 'No events match these filters.'
          : 'Nothing has been logged yet.'
      }
      toolbar={
        <div className="flex flex-wrap items-end gap-3 text-sm *:max-w-full">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.action} className="text-xs font-medium text-ink-muted">
              Action
            </label>
            <select
              id={ids.action}
              value={filters.action ?? ''}
              onChange={(event) => setFilter('action', event.target.value)}
              className={filterClass}
            >
              <option value="">All actions</option>
              <option value="auth.">All sign-in events (auth.)</option>
              <option value="admin.">All back-office changes (admin.)</option>
              {actions.data?.items.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.from} className="text-xs font-medium text-ink-muted">
              From
            </label>
            <input
              id={ids.from}
              type="date"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(event) => setFilter('from', event.target.value)}
              className={filterClass}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.to} className="text-xs font-medium text-ink-muted">
              To
            </label>
            <input
              id={ids.to}
              type="date"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(event) => setFilter('to', event.target.value)}
              className={filterClass}
            />
          </div>
        </div>
      }
    />
  );
}

/** The firm's audit log (admins only: it holds every client's and colleague's sign-ins and addresses). */
export function AuditPage() {
  const me = useStaffMe();
  if (me.isPending)
    return (
      <p className="sr-only" role="status">
        Loading
      </p>
    );
  if (me.data?.role !== 'admin') {
    return (
      <p className="rounded-xl border border-line bg-surface px-4 py-6 text-sm text-ink">
        Only your firm’s admins can see the audit log.
      </p>
    );
  }
  return <AuditLog />;
}
