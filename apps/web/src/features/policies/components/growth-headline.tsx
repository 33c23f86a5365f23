import type { DateRange } from '@sextant/contracts/policies';
import { useQuery } from '@tanstack/react-query';
import { policyPerformanceQuery } from '@/features/policies/api/get-policy-performance';
import { formatSignedAmount, periodDates, toneOf } from '@/features/policies/money';
import { periodOption } from '@/features/policies/period';
import { cx } from '@/shared/ui/cx';
import { Skeleton } from '@/shared/ui/skeleton';

/** The headline: the policy's growth over the view's period, coloured by its sign, with its dates. */
export function GrowthHeadline({ policyId, range }: { policyId: string; range: DateRange }) {
  const query = useQuery(policyPerformanceQuery(policyId, range));
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
