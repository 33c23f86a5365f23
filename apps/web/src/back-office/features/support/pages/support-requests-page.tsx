import type {
  AdminSupportRequest,
  SupportRequestStatus,
  SupportSort,
} from '@sextant/contracts/admin-support';
import { Check, LifeBuoy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSupportRequests } from '@/back-office/features/support/api/get-support-requests';
import { useResolveSupportRequest } from '@/back-office/features/support/api/resolve-support-request';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import { type FilterTab, FilterTabs } from '@/back-office/shared/filter-tabs';
import { useTableFilters, useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { toastError, toastSuccess } from '@/shared/ui/toast';

// The reasons' forms (react-hook-form) load beside the requests, not before the screen can show.
const reasonsSection = import('@/back-office/features/support/components/reasons-section');
const ReasonsSection = lazy(async () => ({ default: (await reasonsSection).ReasonsSection }));

const SORTS: readonly SupportSort[] = ['created_at', 'name', 'email', 'reason'];
const TABS: FilterTab<SupportRequestStatus>[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function Resolve({ request }: { request: AdminSupportRequest }) {
  const resolve = useResolveSupportRequest();
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'md', 'min-h-9 px-3')}
      disabled={resolve.isPending}
      onClick={() =>
        resolve.mutate(request.uuid, {
          onSuccess: () => toastSuccess(`The request from ${request.name} was resolved.`),
          onError: (error) => toastError(error.message),
        })
      }
    >
      <Check aria-hidden="true" className="size-4" />
      Resolve<span className="sr-only"> the request from {request.name}</span>
    </button>
  );
}

const columns = (status: SupportRequestStatus): Column<AdminSupportRequest, SupportSort>[] => [
  {
    key: 'created_at',
    header: 'Received',
    sort: 'created_at',
    cell: (r) => dateTime.format(new Date(r.created_at)),
  },
  { key: 'name', header: 'Name', sort: 'name', cell: (r) => r.name },
  {
    key: 'email',
    header: 'Email',
    sort: 'email',
    cell: (r) =>
      r.client_uuid ? (
        <Link
          to={appPath.adminClient({ id: r.client_uuid })}
          className="font-semibold text-accent-ink underline-offset-2 hover:underline"
        >
          {r.email}
        </Link>
      ) : (
        r.email
      ),
  },
  { key: 'reason', header: 'Reason', sort: 'reason', cell: (r) => r.reason },
  status === 'open'
    ? { key: 'resolve', header: 'Action', cell: (r) => <Resolve request={r} /> }
    : {
        key: 'resolved',
        header: 'Resolved',
        cell: (r) =>
          `${r.resolved_at ? dateTime.format(new Date(r.resolved_at)) : ''}${r.resolved_by ? ` by ${r.resolved_by}` : ''}`,
      },
];

/** Requests for help from the sign-in page: open and resolved, and the reasons offered. */
export function SupportRequestsPage() {
  const [params, setParams] = useTableParams(SORTS, { sort: 'created_at', order: 'desc' });
  const [search, setFilter] = useTableFilters();
  const status = search.get('status') === 'resolved' ? 'resolved' : 'open';
  const query = useSupportRequests(params, status);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <FilterTabs
          label="Request status"
          tabs={TABS}
          value={status}
          onChange={(value) => setFilter('status', value)}
        />
        <DataTable
          caption={status === 'open' ? 'Open support requests' : 'Resolved support requests'}
          columns={columns(status)}
          {...tableRows(query, 'The requests could not be loaded.')}
          rowKey={(r) => r.uuid}
          params={params}
          onParams={setParams}
          searchLabel="Search by name or email"
          emptyIcon={LifeBuoy}
          empty={status === 'open' ? 'No open requests.' : 'No resolved requests yet.'}
        />
      </div>
      <Suspense fallback={<Skeleton className="h-48 w-full" />}>
        <ReasonsSection />
      </Suspense>
    </div>
  );
}
