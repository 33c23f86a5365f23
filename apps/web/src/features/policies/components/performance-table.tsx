import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import {
  type PolicyPerformance,
  policyPerformanceQuery,
} from '@/features/policies/api/get-policy-performance';
import { formatReturn, formatSignedAmount, toneOf } from '@/features/policies/money';
import { PERIODS, type PeriodOption } from '@/features/policies/period';
import { formatDate } from '@/shared/format/money';
import { cx } from '@/shared/ui/cx';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { Skeleton } from '@/shared/ui/skeleton';

type Rate = NonNullable<PolicyPerformance['returns']>['mwr'];
type Basis = NonNullable<PolicyPerformance['returns']>['basis'];

const cell = 'px-2 py-2.5 text-right align-top tabular-nums whitespace-nowrap sm:px-3';

/** A return in total, with its yearly rate below from a year up; a dash (named "not available") without one. */
function RateCell({ rate, basis }: { rate: Rate | undefined; basis: Basis | undefined }) {
  if (!rate || rate.cumulative === null) {
    return (
      <td className={cx(cell, 'text-ink-muted')}>
        <span aria-hidden="true">–</span>
        <span className="sr-only">Not available</span>
      </td>
    );
  }
  const yearly = basis === 'annualised_and_cumulative' ? rate.annualised : null;
  return (
    <td className={cell}>
      <span className={cx('block font-medium', toneOf(rate.cumulative))}>
        {formatReturn(rate.cumulative)}
      </span>
      {yearly !== null && (
        // "+3.7%" and "a year" part on a narrow phone, never "a" and "year".
        <span className="block text-xs whitespace-normal text-ink-muted">
          {formatReturn(yearly)} a{'\u00a0'}year
        </span>
      )}
    </td>
  );
}

/** A row's figures: its growth and both returns, or its loading, failure or the reason there are none. */
function RowFigures({ query }: { query: UseQueryResult<PolicyPerformance> }) {
  const performance = query.data;
  if (!performance) {
    if (query.isError)
      return (
        <td colSpan={3} className="px-3 py-2.5 text-left align-top text-ink-muted">
          Not available right now
        </td>
      );
    return [0, 1, 2].map((i) => (
      <td key={i} className={cell}>
        {i === 0 && <span className="sr-only">Loading</span>}
        <Skeleton className="ml-auto h-4 w-16" />
      </td>
    ));
  }
  const { waterfall, returns, currency } = performance;
  if (!waterfall)
    return (
      <td colSpan={3} className="px-3 py-2.5 text-left align-top whitespace-normal text-ink-muted">
        {performance.reason ?? 'No figures for this period.'}
      </td>
    );
  return (
    <>
      <td className={cx(cell, 'font-semibold', toneOf(waterfall.growth))}>
        {formatSignedAmount(waterfall.growth, currency)}
      </td>
      <RateCell rate={returns?.twr} basis={returns?.basis} />
      <RateCell rate={returns?.mwr} basis={returns?.basis} />
    </>
  );
}

/** One period: its name and dates, then its figures (text, not controls). */
function PeriodRow({ option, query }: { option: PeriodOption; query: UseQueryResult<PolicyPerformance> }) {
  const waterfall = query.data?.waterfall;
  const loading = !query.data && !query.isError;
  return (
    <tr data-range={option.range}>
      <th scope="row" className="py-2.5 pr-2 pl-3 text-left align-top font-normal sm:pr-3 sm:pl-4">
        <span className="block font-medium whitespace-nowrap text-ink">{option.title}</span>{' '}
        {waterfall?.opening_as_at && waterfall.closing_as_at ? (
          <span className="block text-xs text-ink-muted">
            <span className="whitespace-nowrap">{formatDate(waterfall.opening_as_at)} –</span>{' '}
            <span className="whitespace-nowrap">{formatDate(waterfall.closing_as_at)}</span>
          </span>
        ) : (
          loading && <Skeleton className="mt-1 h-3 w-28" />
        )}
      </th>
      <RowFigures query={query} />
    </tr>
  );
}

/**
 * The policy's growth and both returns over each period side by side, as a fund factsheet shows them: 3 and
 * 6 months, 1 and 2 years, this tax year and since the start, each with its dates. One call a row, all at
 * once (the chosen period's is the figures' own, from the cache); each row shows its own loading.
 */
export function PerformanceTable({ policyId }: { policyId: string }) {
  const queries = useQueries({
    queries: PERIODS.map((option) => policyPerformanceQuery(policyId, option.range)),
  });
  const until = queries.find((q) => q.data?.waterfall?.closing_as_at)?.data?.waterfall?.closing_as_at;
  const caption = `Growth and returns over each period${until ? `, to ${formatDate(until)}` : ''}`;
  return (
    <section aria-labelledby="periods-heading" className="flex flex-col gap-3">
      <h2 id="periods-heading" className="text-lg font-semibold tracking-tight text-ink">
        Performance by period
      </h2>
      {/* The caption shown above the box, as wide as the screen: the table in it may scroll sideways. */}
      <p aria-hidden="true" className="text-sm text-ink-muted">
        {caption}
      </p>
      <ScrollRegion label="Performance by period, table">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line text-xs text-ink-muted">
              <th scope="col" className="py-2 pr-2 pl-3 text-left font-medium sm:pr-3 sm:pl-4">
                Period
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
                Growth
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
                <span aria-hidden="true">TWR</span>
                <span className="sr-only">Time-weighted return</span>
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
                <span aria-hidden="true">MWR</span>
                <span className="sr-only">Money-weighted return</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {PERIODS.map((option, i) => (
              <PeriodRow key={option.range} option={option} query={queries[i]!} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-sm text-ink-muted">
        TWR is the time-weighted return and MWR the money-weighted return, each in total over its period, with
        its yearly rate from a year up.
      </p>
    </section>
  );
}
