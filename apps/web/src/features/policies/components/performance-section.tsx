import type { DateRange } from '@sextant/contracts/policies';
import { useQuery } from '@tanstack/react-query';
import { ChartNoAxesColumn } from 'lucide-react';
import {
  type PolicyPerformance,
  policyPerformanceQuery,
} from '@/features/policies/api/get-policy-performance';
import { ClosedNote } from '@/features/policies/components/closed-note';
import { ReturnsFigures } from '@/features/policies/components/returns';
import { WaterfallFigures } from '@/features/policies/components/waterfall';
import {
  BROUGHT_IN_WORDS,
  formatAmount,
  formatSignedAmount,
  periodDates,
  provenanceWords,
  toneOf,
} from '@/features/policies/money';
import { periodOption } from '@/features/policies/period';
import { formatDate } from '@/shared/format/money';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

type Pending = PolicyPerformance['pending'];
type Waterfall = NonNullable<PolicyPerformance['waterfall']>;

/** Flows dated after the closing valuation: listed apart, as no valuation includes them yet. */
function PendingFlows({
  pending,
  currency,
  after,
}: {
  pending: Pending;
  currency: string;
  after: string | null;
}) {
  const rows: Array<[string, string]> = [
    ['Paid in', pending.paid_in],
    ['Taken out', pending.taken_out],
    ['Charges', pending.charges],
  ];
  return (
    <section aria-labelledby="pending-heading" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h3 id="pending-heading" className="text-base font-semibold text-ink">
        Not yet in a valuation
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        {pending.count} {pending.count === 1 ? 'transaction is' : 'transactions are'} dated after the closing
        valuation{after ? ` of ${formatDate(after)}` : ''}, so the figures above do not include{' '}
        {pending.count === 1 ? 'it' : 'them'} yet.
      </p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, amount]) => (
          <div key={term} className="contents">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="text-right text-ink tabular-nums">{formatAmount(amount, currency)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "Transferred out on 15 Jun 2026" for a closed policy, else where its figures come from. */
function Provenance({ performance }: { performance: PolicyPerformance }) {
  const { closed_on: closedOn, provenance } = performance;
  if (closedOn)
    return (
      <ClosedNote
        policyId={performance.uuid}
        closedOn={closedOn}
        className="mt-1 text-sm font-medium text-ink"
      />
    );
  if (!provenance) return null;
  return (
    <p data-testid="performance-provenance" className="mt-1 text-sm text-ink-muted">
      {provenanceWords(provenance)}
    </p>
  );
}

/** The growth after charges, its dates, and what was brought in (never counted as growth). */
function Growth({ performance, waterfall }: { performance: PolicyPerformance; waterfall: Waterfall }) {
  const { period, currency } = performance;
  const option = periodOption(period.range === 'custom' ? 'one_year' : period.range);
  const phrase =
    period.range === 'custom' ? `from ${formatDate(period.from)} to ${formatDate(period.to)}` : option.phrase;
  return (
    <div>
      <p className="text-sm font-medium text-ink-muted">Growth {phrase}</p>
      <p
        data-testid="policy-growth"
        className={cx('text-3xl font-semibold tracking-tight tabular-nums', toneOf(waterfall.growth))}
      >
        {formatSignedAmount(waterfall.growth, currency)}
      </p>
      <p data-testid="performance-dates" className="text-sm text-ink-muted">
        {periodDates(
          period.range === 'custom' ? 'Period' : option.title,
          waterfall.opening_as_at,
          waterfall.closing_as_at,
        )}
      </p>
      <p className="text-sm text-ink-muted">
        after {formatAmount(waterfall.charges, currency)} of charges taken from your policy
      </p>
      {waterfall.brought_in !== '0.00' && (
        <p data-testid="performance-brought-in" className="mt-1 text-sm text-ink">
          Brought in {formatAmount(waterfall.brought_in, currency)}: {BROUGHT_IN_WORDS}.
        </p>
      )}
      {performance.reason && (
        <p data-testid="performance-note" className="mt-2 text-sm text-ink">
          {performance.reason}
        </p>
      )}
      <Provenance performance={performance} />
    </div>
  );
}

function Figures({ performance }: { performance: PolicyPerformance }) {
  const { waterfall, returns, currency, pending } = performance;
  if (!waterfall) {
    return (
      <EmptyState icon={ChartNoAxesColumn} message={performance.reason ?? 'No figures for this period.'} />
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <Growth performance={performance} waterfall={waterfall} />
      <WaterfallFigures waterfall={waterfall} currency={currency} />
      {returns ? (
        <ReturnsFigures returns={returns} waterfall={waterfall} />
      ) : (
        <p className="text-sm text-ink">Returns are not available for this period.</p>
      )}
      {pending.count > 0 && (
        <PendingFlows
          pending={pending}
          currency={currency}
          after={waterfall.closing_valued_on ?? waterfall.closing_as_at}
        />
      )}
    </div>
  );
}

/**
 * How the policy did over the period the view's one picker chose (the graph's): growth after charges with its
 * dates, the waterfall from opening to closing value, the two returns, and any flows no valuation includes yet.
 */
export function PerformanceSection({ policyId, range }: { policyId: string; range: DateRange }) {
  const query = useQuery(policyPerformanceQuery(policyId, range));
  const performance = query.data;
  // The figures shown may still be the previous period's while this one loads.
  const current = performance?.period.range === range;
  return (
    <section
      aria-labelledby="performance-heading"
      aria-busy={(performance && !current) || undefined}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <h2 id="performance-heading" className="text-lg font-semibold tracking-tight text-ink">
        Growth and returns
      </h2>
      {performance ? (
        <div className={cx('transition-opacity', !current && 'opacity-50')}>
          <Figures performance={performance} />
        </div>
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-ink">These figures are not available right now.</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div role="status" aria-label="Loading growth and returns" className="flex flex-col gap-3">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-56 w-full" />
        </div>
      )}
    </section>
  );
}
