import type { DateRange, PolicyDetail } from '@sextant/contracts/policies';
import { useQuery } from '@tanstack/react-query';
import { latestValuationQuery } from '@/features/policies/api/get-latest-valuation';
import { policyPerformanceQuery } from '@/features/policies/api/get-policy-performance';
import { ProvenanceMeta } from '@/features/policies/components/valuation-meta';
import { closedWords, periodDates } from '@/features/policies/dates';
import { formatSignedAmount, toneOf } from '@/features/policies/money';
import { periodOption } from '@/features/policies/period';
import { useClosedBy } from '@/features/policies/use-closed-by';
import { formatMoney } from '@/shared/format/money';
import { cx } from '@/shared/ui/cx';
import { Skeleton } from '@/shared/ui/skeleton';

/** The headline: the policy's growth over the view's period, coloured by its sign, with its dates. */
function GrowthHeadline({ policy, range }: { policy: PolicyDetail; range: DateRange }) {
  const query = useQuery(policyPerformanceQuery(policy.uuid, range));
  const option = periodOption(range);
  const performance = query.data;
  const waterfall = performance?.waterfall;
  const busy = Boolean(performance) && performance?.period.range !== range;
  if (!performance) {
    if (query.isError)
      return <p className="text-sm text-navy-100">Growth {option.phrase} is not available right now.</p>;
    return (
      <div role="status" aria-label="Loading the growth">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-2 h-9 w-44" />
      </div>
    );
  }
  return (
    <div aria-busy={busy || undefined} className={cx('transition-opacity', busy && 'opacity-60')}>
      <p className="text-sm font-medium text-navy-100">Growth {option.phrase}</p>
      {waterfall ? (
        <>
          <p
            data-testid="policy-headline"
            className={cx(
              'mt-1 text-3xl font-semibold tracking-tight tabular-nums',
              toneOf(waterfall.growth, 'panel'),
            )}
          >
            {formatSignedAmount(waterfall.growth, performance.currency)}
          </p>
          <p data-testid="policy-headline-dates" className="mt-1 text-sm text-navy-100">
            {periodDates(option.title, waterfall.opening_as_at, waterfall.closing_as_at)}
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm text-white">{performance.reason ?? 'Not available for this period.'}</p>
      )}
    </div>
  );
}

/** The latest valuation and where it comes from; a closed policy says when and how it closed instead. */
function LatestValuation({ policy, closedOn }: { policy: PolicyDetail; closedOn: string | null }) {
  const query = useQuery(latestValuationQuery(policy));
  const by = useClosedBy(policy.uuid, closedOn);
  if (query.data) {
    return (
      <div>
        <p className="text-sm font-medium text-navy-100">Latest valuation</p>
        <p className="mt-0.5 text-xl font-semibold tracking-tight tabular-nums">
          {formatMoney(query.data.value, query.data.currency)}
        </p>
        {closedOn ? (
          <p data-testid="policy-closed" className="mt-1 text-sm font-medium text-white">
            {closedWords(closedOn, by)}
          </p>
        ) : (
          <ProvenanceMeta valuation={query.data} provider={policy.provider.name} className="mt-1" />
        )}
      </div>
    );
  }
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <div role="status" aria-label="Loading the latest valuation">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-2 h-7 w-40" />
      </div>
    );
  }
  return <p className="text-sm text-navy-100">No valuation available yet.</p>;
}

/** The policy's header: what it is and with whom, its growth over the period (the headline), its latest value. */
export function PolicyHeader({ policy, range }: { policy: PolicyDetail; range: DateRange }) {
  // The period's figures carry the day the policy closed, whatever the period.
  const closedOn = useQuery(policyPerformanceQuery(policy.uuid, range)).data?.closed_on ?? null;
  return (
    <header className="relative overflow-hidden rounded-3xl bg-navy-900 p-5 text-white shadow-card sm:p-6 lg:col-span-2">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(80%_120%_at_100%_0%,rgb(45_191_171/0.35),transparent)]"
      />
      <div className="relative flex flex-col gap-4">
        <div>
          <h2 id="policy-title" className="text-xl font-semibold tracking-tight">
            {policy.product_type}
          </h2>
          <p className="mt-0.5 text-sm text-navy-100">
            <span className="font-mono">{policy.reference}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {policy.provider.name}
          </p>
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
          <GrowthHeadline policy={policy} range={range} />
          <LatestValuation policy={policy} closedOn={closedOn} />
        </div>
      </div>
    </header>
  );
}
