import type { AdminPolicyDetail, AdminValuation, ValuationSort } from '@sextant/contracts/admin-policies';
import { WRAPPER_LABELS } from '@sextant/contracts/rules/money';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { policyQuery } from '@/back-office/features/policies/api/get-policy';
import { valuationsQuery } from '@/back-office/features/policies/api/get-valuations';
import { EDIT_BROUGHT_IN, SOURCE_LABELS } from '@/back-office/features/policies/components/labels';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import { useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { formatDate, formatMoney } from '@/shared/format/money';
import { isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';

/** Loaded when Edit is pressed. */
const PolicyForm = lazy(() =>
  import('@/back-office/features/policies/components/policy-form').then((m) => ({ default: m.PolicyForm })),
);

/** The client's figures come as a chunk of their own: the page opens within its size budget without them. */
const ClientFigures = lazy(() =>
  import('@/back-office/features/policies/components/client-figures').then((m) => ({
    default: m.ClientFigures,
  })),
);

/** The transactions (their table, toolbar and form) load beside the page: the screen stays within its budget. */
const Transactions = lazy(() =>
  import('@/back-office/features/policies/components/transactions').then((m) => ({
    default: m.Transactions,
  })),
);

const SORTS: readonly ValuationSort[] = ['date', 'value'];

function Details({ policy }: { policy: AdminPolicyDetail }) {
  const rows: [string, ReactNode][] = [
    [
      'Client',
      <Link
        key="c"
        to={appPath.adminPolicies({ search: { client: policy.client.uuid } })}
        className="inline-flex min-h-11 items-center text-accent-ink underline"
      >
        {policy.client.name}
      </Link>,
    ],
    ['Provider', policy.provider.name],
    ['Product', policy.product_type],
    ['Wrapper', WRAPPER_LABELS[policy.wrapper]],
    ['Started', formatDate(policy.start_date)],
    ['Currency', policy.currency],
    [
      'Latest value',
      policy.latest_valuation
        ? `${formatMoney(policy.latest_valuation.value, policy.latest_valuation.currency)} on ${formatDate(policy.latest_valuation.date)}`
        : 'None yet',
    ],
    ['Valuations', policy.valuation_count.toLocaleString('en-GB')],
    [
      'First valuation',
      policy.first_value_brought_in
        ? 'Marked as money brought in'
        : 'Brought in only when no payment comes on or before it',
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-medium text-ink-muted">{term}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Valuations({ id, currency }: { id: string; currency: string }) {
  const [params, setParams] = useTableParams(SORTS, { sort: 'date', order: 'desc' });
  const list = useQuery(valuationsQuery(id, params));
  const columns: Column<AdminValuation, ValuationSort>[] = [
    {
      key: 'date',
      header: 'Date',
      sort: 'date',
      className: 'whitespace-nowrap',
      cell: (v) => <time dateTime={v.date}>{formatDate(v.date)}</time>,
    },
    {
      key: 'value',
      header: 'Value',
      sort: 'value',
      className: 'whitespace-nowrap text-right',
      cell: (v) => formatMoney(v.value, v.currency || currency),
    },
    { key: 'source', header: 'Source', cell: (v) => SOURCE_LABELS[v.source] },
  ];
  return (
    <DataTable
      caption="Valuations"
      columns={columns}
      {...tableRows(list, 'The valuations could not be loaded.', { keepRowsOnError: true })}
      rowKey={(v) => v.date}
      params={params}
      onParams={setParams}
      empty={
        <>
          No valuations yet.{' '}
          <Link to={appPath.adminImport()} className="text-accent-ink underline">
            Import a CSV
          </Link>
          .
        </>
      }
    />
  );
}

/** The policy's details, or its form once Edit is pressed (or the address asks for it). */
function PolicyDetails({ policy }: { policy: AdminPolicyDetail }) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('edit') === EDIT_BROUGHT_IN;
  const [editing, setEditing] = useState(asked);
  const done = () => {
    setEditing(false);
    if (asked)
      setSearch(
        (current) => {
          current.delete('edit');
          return current;
        },
        { replace: true },
      );
  };
  return (
    <section
      aria-labelledby="policy-heading"
      className="rounded-xl border border-line bg-surface p-6 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="policy-heading" className="text-xl font-semibold text-ink">
          {policy.reference}
        </h2>
        {!editing && (
          <button type="button" className={buttonClass('secondary')} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </button>
        )}
      </div>
      {editing ? (
        <div className="flex flex-col gap-3">
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <PolicyForm policy={policy} onDone={done} focusBroughtIn={asked} />
          </Suspense>
          <button type="button" className={buttonClass('ghost', 'md', 'self-start')} onClick={done}>
            Cancel
          </button>
        </div>
      ) : (
        <Details policy={policy} />
      )}
    </section>
  );
}

function PolicyFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const missing = isHttpError(error) && (error.status === 404 || error.status === 422);
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-ink-muted">
      <p>{missing ? 'This policy could not be found.' : 'The policy could not be loaded.'}</p>
      {missing ? (
        <Link to={appPath.adminPolicies()} className={buttonClass('secondary')}>
          All policies
        </Link>
      ) : (
        <button type="button" className={buttonClass('secondary')} onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}

/**
 * One policy: its details (editable), its figures as the client sees them, its valuations and its
 * transactions, newest first.
 */
export function PolicyPage() {
  const { id = '' } = useParams();
  const policy = useQuery(policyQuery(id));

  if (policy.isError) return <PolicyFailed error={policy.error} retry={() => void policy.refetch()} />;
  if (!policy.data)
    return (
      <div className="flex flex-col gap-3" role="status" aria-label="Loading the policy">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  const data = policy.data;
  return (
    <div className="flex flex-col gap-8">
      <PolicyDetails policy={data} />
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <ClientFigures policyId={data.uuid} />
      </Suspense>
      <section aria-labelledby="valuations-heading" className="flex flex-col gap-3">
        <h2 id="valuations-heading" className="text-lg font-semibold text-ink">
          Valuations
        </h2>
        <Valuations id={data.uuid} currency={data.currency} />
      </section>
      <section aria-labelledby="transactions-heading" className="flex flex-col gap-3">
        <h2 id="transactions-heading" className="text-lg font-semibold text-ink">
          Transactions
        </h2>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <Transactions policyId={data.uuid} currency={data.currency} />
        </Suspense>
      </section>
    </div>
  );
}
