import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { allowancesQuery } from '@/features/policies/api/get-allowances';
import { costsQuery } from '@/features/policies/api/get-costs';
import { AllowanceYear } from '@/features/policies/components/allowance-year';
import { Charges } from '@/features/policies/components/charges';
import { previousTaxYear } from '@/features/policies/period';
import { formatDate } from '@/shared/format/money';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { Skeleton } from '@/shared/ui/skeleton';

const loading = (label: string) => (
  <div role="status" aria-label={label} className="rounded-2xl bg-surface p-4 shadow-card sm:p-5">
    <Skeleton className="h-5 w-40" />
    <Skeleton className="mt-4 h-3 w-full" />
    <Skeleton className="mt-3 h-3 w-3/4" />
  </div>
);

const unavailable = (what: string) => (
  <p className="rounded-2xl border border-dashed border-line bg-surface p-4 text-sm text-ink-muted">
    {what} not available right now.
  </p>
);

/**
 * /tabs/policies/allowances: the ISA and pension allowances used this tax year and last, and the charges
 * taken from the client's policies in the last complete tax year.
 */
export function AllowancesPage() {
  const queryClient = useQueryClient();
  const current = useQuery(allowancesQuery());
  const lastYear = current.data ? previousTaxYear(current.data.tax_year) : undefined;
  const previous = useQuery({ ...allowancesQuery(lastYear), enabled: lastYear !== undefined });
  const costs = useQuery(costsQuery());

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['portfolio'] });

  let years: ReactNode;
  if (current.isError) years = unavailable('Your allowances are');
  else if (!current.data) years = loading('Loading your allowances');
  else {
    years = (
      <>
        <AllowanceYear title="This tax year," allowances={current.data} />
        {previous.data ? (
          <AllowanceYear title="Last tax year," allowances={previous.data} />
        ) : previous.isError ? (
          unavailable('Last tax year’s allowances are')
        ) : (
          loading('Loading last tax year’s allowances')
        )}
      </>
    );
  }

  let charges: ReactNode;
  if (costs.isError) charges = unavailable('Your charges are');
  else if (!costs.data) charges = loading('Loading your charges');
  else {
    charges = (
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5">
        <p className="text-sm text-ink-muted">
          Tax year {costs.data.tax_year}: {formatDate(costs.data.from)} to {formatDate(costs.data.to)}
        </p>
        <Charges costs={costs.data} />
        <p className="text-sm text-ink-muted">{costs.data.note}</p>
      </div>
    );
  }

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="flex flex-col gap-8">
        <section aria-labelledby="allowances-heading" className="flex flex-col gap-4">
          <div>
            <h2 id="allowances-heading" className="text-xl font-semibold tracking-tight text-ink">
              Allowances
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              What you have paid into ISAs and pensions with us, against the year’s allowance.
            </p>
          </div>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">{years}</div>
          {current.data && <p className="text-sm text-ink-muted">{current.data.note}</p>}
        </section>

        <section aria-labelledby="charges-heading" className="flex flex-col gap-4">
          <h2 id="charges-heading" className="text-xl font-semibold tracking-tight text-ink">
            Charges taken from your policies
          </h2>
          {charges}
        </section>
      </div>
    </PullToRefresh>
  );
}
