import type { Allocation as AllocationAnswer } from '@sextant/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { PieChart } from 'lucide-react';
import type { ReactNode } from 'react';
import { allocationQuery } from '@/features/policies/api/get-allocation';
import { formatAmount, formatShare } from '@/features/policies/money';
import { formatDate } from '@/shared/format/money';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

type CurrencyAllocation = AllocationAnswer['currencies'][number];
type Slice = CurrencyAllocation['by_provider'][number];

/**
 * One split of the money as a list: each part's name, value and share, with a bar drawn from the share.
 * The bars are decoration; the words carry the figures.
 */
function Slices({ title, slices, currency }: { title: string; slices: readonly Slice[]; currency: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <ul className="flex flex-col gap-3">
        {slices
          .filter((slice) => slice.value !== '0.00')
          .map((slice) => (
            <li key={slice.key} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="min-w-0 text-ink">{slice.name}</span>
                <span className="text-ink-muted tabular-nums">
                  {formatAmount(slice.value, currency)}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  <span className="font-semibold text-ink">{formatShare(slice.share)}</span>
                </span>
              </div>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-navy-50">
                <div
                  className="h-full rounded-full bg-teal-500"
                  style={{ width: `${Math.min(100, Math.max(0, slice.share * 100))}%` }}
                />
              </div>
            </li>
          ))}
      </ul>
    </div>
  );
}

/**
 * Where the client's money is: by provider and by kind of account, per currency. A closed policy's nothing is
 * left out; `datesOf` says what a currency's values rest on ("3 policies valued …; 1 from its statement of
 * …", closed policies never dating it), else the oldest latest valuation's date.
 */
export function Allocation({ datesOf }: { datesOf?: (currency: string) => string | null } = {}) {
  const query = useQuery(allocationQuery());
  const currencies = query.data?.currencies ?? [];

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-label="Loading the allocation" className="flex flex-col gap-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-2 w-3/4" />
      </div>
    );
  } else if (query.isError) {
    body = <p className="text-sm text-ink-muted">The allocation is not available right now.</p>;
  } else if (currencies.length === 0) {
    body = <EmptyState icon={PieChart} message="There are no valuations to split up yet." />;
  } else {
    body = currencies.map((block) => (
      <section
        key={block.currency}
        aria-label={`Allocation in ${block.currency}`}
        className="flex flex-col gap-4"
      >
        <p className="text-sm text-ink-muted">
          {currencies.length > 1 && <span className="font-semibold text-ink">{block.currency}: </span>}
          {formatAmount(block.total, block.currency)}
          {datesOf?.(block.currency) ? (
            `: ${datesOf(block.currency)}`
          ) : (
            <>
              {' '}
              as at <time dateTime={block.as_at}>{formatDate(block.as_at)}</time>
            </>
          )}
        </p>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-1">
          <Slices title="By provider" slices={block.by_provider} currency={block.currency} />
          <Slices title="By type of account" slices={block.by_wrapper} currency={block.currency} />
        </div>
      </section>
    ));
  }

  return (
    <section
      aria-labelledby="allocation-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <h2 id="allocation-heading" className="text-lg font-semibold tracking-tight text-ink">
        Where your money is
      </h2>
      {body}
    </section>
  );
}
