import type { AdminPolicy, PolicySort } from '@sextant/contracts/admin-policies';
import { WRAPPER_LABELS } from '@sextant/contracts/rules/money';
import { useQuery } from '@tanstack/react-query';
import { Plus, Upload, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { policiesQuery } from '@/back-office/features/policies/api/get-policies';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import { useTableFilters, useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { formatDate, formatMoney } from '@/shared/format/money';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';

const SORTS: readonly PolicySort[] = ['reference', 'client', 'provider', 'start_date', 'latest_value'];
const linkClass =
  'rounded font-medium text-ink hover:text-accent-ink hover:underline focus-visible:outline-2 focus-visible:outline-focus';

const NewPolicyDialog = lazy(() => import('@/back-office/features/policies/components/new-policy-dialog'));

function NewPolicy({ clientId }: { clientId: string | undefined }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" className={buttonClass('primary')} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        New policy
      </button>
      {open && (
        <Suspense fallback={null}>
          <NewPolicyDialog
            clientId={clientId}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The firm's policies: search, sort, a client's only (`?client=`), and a new one. */
export function PoliciesPage() {
  const [params, setParams] = useTableParams(SORTS, { sort: 'reference' });
  const [search, setFilter] = useTableFilters();
  const client = search.get('client') ?? undefined;
  const list = useQuery(policiesQuery(params, client));
  const clientName = client ? list.data?.items.find((p) => p.client.uuid === client)?.client.name : undefined;

  const columns: Column<AdminPolicy, PolicySort>[] = [
    {
      key: 'reference',
      header: 'Reference',
      sort: 'reference',
      cell: (policy) => (
        <Link to={appPath.adminPolicy({ id: policy.uuid })} className={linkClass}>
          {policy.reference}
        </Link>
      ),
    },
    {
      key: 'client',
      header: 'Client',
      sort: 'client',
      cell: (policy) => (
        <Link
          to={appPath.adminPolicies({ search: { client: policy.client.uuid } })}
          className="rounded text-ink hover:text-accent-ink hover:underline"
        >
          {policy.client.name}
          <span className="sr-only">: show only this client’s policies</span>
        </Link>
      ),
    },
    { key: 'provider', header: 'Provider', sort: 'provider', cell: (policy) => policy.provider.name },
    { key: 'product', header: 'Product', cell: (policy) => policy.product_type },
    { key: 'wrapper', header: 'Wrapper', cell: (policy) => WRAPPER_LABELS[policy.wrapper] },
    {
      key: 'start_date',
      header: 'Started',
      sort: 'start_date',
      className: 'whitespace-nowrap',
      cell: (policy) => <time dateTime={policy.start_date}>{formatDate(policy.start_date)}</time>,
    },
    {
      key: 'latest_value',
      header: 'Latest value',
      sort: 'latest_value',
      className: 'whitespace-nowrap text-right',
      cell: (policy) =>
        policy.latest_valuation ? (
          <span>
            {formatMoney(policy.latest_valuation.value, policy.latest_valuation.currency)}
            <span className="block text-xs text-ink-muted">{formatDate(policy.latest_valuation.date)}</span>
          </span>
        ) : (
          <span className="text-ink-muted">None yet</span>
        ),
    },
  ];

  return (
    <DataTable
      caption="Policies"
      columns={columns}
      {...tableRows(list, 'The policies could not be loaded.', { keepRowsOnError: true })}
      rowKey={(policy) => policy.uuid}
      params={params}
      onParams={setParams}
      searchLabel="Search reference, client or provider"
      empty={client ? 'This client has no policies yet.' : 'No policies yet. Add the first one.'}
      toolbar={
        <>
          {client && (
            <span className="inline-flex items-center gap-2 rounded-full border border-line bg-navy-50 py-1 pr-1 pl-3 text-sm">
              Client: {clientName ?? 'one client'}
              <button
                type="button"
                aria-label="Show every client’s policies"
                className="rounded-full p-1 hover:bg-navy-100"
                onClick={() => setFilter('client', null)}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </span>
          )}
          <Link to={appPath.adminImport()} className={buttonClass('secondary', 'md', 'ml-auto')}>
            <Upload aria-hidden="true" className="size-4" />
            Import a file
          </Link>
          <NewPolicy clientId={client} />
        </>
      }
    />
  );
}
