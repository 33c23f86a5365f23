import type { DateRange, PolicyDetail } from '@sextant/contracts/policies';
import { useQuery } from '@tanstack/react-query';
import { ChartLine } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { policySeriesQuery } from '@/features/policies/api/get-policy-series';
import { valuationGraphQuery } from '@/features/policies/api/get-valuation-graph';
import { LazyValuationChart, preloadChartModule } from '@/features/policies/components/chart-loader';
import { PeriodPicker } from '@/features/policies/components/period-picker';
import { formatChange, summariseGraph, withPutIn } from '@/features/policies/graph';
import { GRAPH_RANGES, graphRange, isDateRange } from '@/features/policies/valuation';
import { formatDate } from '@/shared/format/money';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

const RANGES = GRAPH_RANGES.map((r) => r.range);

const loadingGraph = (
  <div role="status" aria-label="Loading the valuation graph">
    <Skeleton className="h-62 w-full" />
  </div>
);

// What was put in and the growth it leaves, under the chart: with the figures' module, loaded beside the
// page's data (the screen's first load stays within its size budget).
const GrowthWords = lazy(() =>
  import('@/features/policies/components/policy-money').then((module) => ({ default: module.GrowthWords })),
);

/**
 * The valuation history from SPEC's graph call, with the view's one picker (SPEC's four ranges): the change
 * in value in money (no percentage: it holds the money paid in and taken out), the chart with its "What you
 * put in" line from the policy's series (without it, SPEC's graph alone), then what was put in and the
 * growth in words, which the figures below give too: the gap at the chart's last point is that growth.
 */
export function ValuationGraphSection({
  policy,
  range,
  onRange,
}: {
  policy: PolicyDetail;
  range: DateRange;
  onRange: (range: DateRange) => void;
}) {
  const query = useQuery(valuationGraphQuery(policy, range));
  const series = useQuery(policySeriesQuery(policy.uuid, range)).data;
  // The chart library and the graph's data load side by side.
  useEffect(preloadChartModule, []);
  const graph = query.data;
  // The graph shown may still be the previous range's while this one loads.
  const current = graph?.date_range === range;
  const points = graph?.points;
  const over = graphRange(graph?.date_range ?? range).name;
  const summary = current && points ? summariseGraph(points) : null;
  const drawn = useMemo(
    () => (points && current && series ? withPutIn(points, series.points) : points),
    [points, current, series],
  );

  return (
    <section
      aria-labelledby="valuation-history"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="valuation-history" className="text-lg font-semibold tracking-tight text-ink">
            Valuation history
          </h2>
          <p id="view-period" className="sr-only">
            Period for the graph, growth and returns
          </p>
        </div>
        <PeriodPicker
          value={range}
          onChange={(next) => isDateRange(next) && onRange(next)}
          ranges={RANGES}
          labelledBy="view-period"
        />
      </div>

      {/* The change in value, named as such and not coloured: a top-up is not growth. It is dated by the
          valuations it is between, not by the range: a policy valued each quarter has its first valuation of
          "1 year" months after the year began. */}
      <p aria-live="polite" data-testid="graph-change" className="min-h-6 text-sm text-ink-muted">
        {summary && graph && (
          <>
            Change in value:{' '}
            <span className="font-semibold text-ink">{formatChange(summary, graph.currency)}</span> from the
            valuation of {formatDate(summary.first.date)} to that of {formatDate(summary.last.date)} —
            includes money paid in and taken out
          </>
        )}
      </p>

      {drawn && drawn.length > 0 ? (
        <Suspense fallback={loadingGraph}>
          <LazyValuationChart
            points={drawn}
            growthInWords={false}
            currency={graph?.currency ?? policy.currency}
            over={over}
            busy={!current}
          />
        </Suspense>
      ) : query.isPending && query.fetchStatus !== 'idle' ? (
        loadingGraph
      ) : (
        <EmptyState icon={ChartLine} message="No valuations to show for this period." />
      )}
      <Suspense fallback={null}>
        <GrowthWords policyId={policy.uuid} range={range} />
      </Suspense>
    </section>
  );
}
