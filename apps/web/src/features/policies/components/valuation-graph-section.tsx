import type { DateRange, PolicyDetail } from '@sextant/contracts/policies';
import { useQuery } from '@tanstack/react-query';
import { ChartLine } from 'lucide-react';
import { useEffect } from 'react';
import {
  type PolicyPerformance,
  policyPerformanceQuery,
} from '@/features/policies/api/get-policy-performance';
import { valuationGraphQuery } from '@/features/policies/api/get-valuation-graph';
import { PeriodPicker } from '@/features/policies/components/period-picker';
import { preloadChart, ValuationChart } from '@/features/policies/components/valuation-chart';
import { formatChange, summariseGraph } from '@/features/policies/graph';
import { formatAmount, formatSignedAmount, pendingWords } from '@/features/policies/money';
import { GRAPH_RANGES, graphRange, isDateRange } from '@/features/policies/valuation';
import { pence } from '@/features/policies/waterfall';
import { formatDate } from '@/shared/format/money';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

const RANGES = GRAPH_RANGES.map((r) => r.range);
type Waterfall = NonNullable<PolicyPerformance['waterfall']>;

/** An exact sum of the server's amounts, as an amount again (pence in, a decimal string out). */
const sumOf = (amounts: number) => `${amounts < 0 ? '-' : ''}${(Math.abs(amounts) / 100).toFixed(2)}`;

/**
 * What was put in over the period (the opening value, plus brought in and paid in, less taken out) and the
 * growth it leaves: "The value less what you put in, +£500.00, is the growth".
 */
function putInSentence(waterfall: Waterfall, currency: string) {
  const money = (amount: string) => formatAmount(amount, currency);
  const putIn = sumOf(
    pence(waterfall.opening_value) +
      pence(waterfall.brought_in) +
      pence(waterfall.paid_in) -
      pence(waterfall.taken_out),
  );
  const parts = [
    waterfall.opening_as_at && `the value on ${formatDate(waterfall.opening_as_at)}`,
    waterfall.brought_in !== '0.00' && `plus ${money(waterfall.brought_in)} brought in`,
    `plus ${money(waterfall.paid_in)} paid in`,
    `less ${money(waterfall.taken_out)} taken out`,
  ].filter(Boolean);
  const closing = waterfall.closing_as_at ? ` on ${formatDate(waterfall.closing_as_at)}` : '';
  return (
    `The value less what you put in, ${formatSignedAmount(waterfall.growth, currency)}, is the growth: ` +
    `${money(waterfall.closing_value)}${closing} against ${money(putIn)} put in (${parts.join(', ')}).`
  );
}

/** Under the chart: the growth the value leaves over what was put in, and money not in a valuation yet. */
function GrowthWords({ policy, range }: { policy: PolicyDetail; range: DateRange }) {
  const performance = useQuery(policyPerformanceQuery(policy.uuid, range)).data;
  if (!performance || performance.period.range !== range || !performance.waterfall) return null;
  const { waterfall, currency } = performance;
  const pending = pendingWords(performance.pending, currency, waterfall.closing_valued_on);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p data-testid="graph-growth" className="text-ink">
        {putInSentence(waterfall, currency)}
      </p>
      {pending && (
        <p data-testid="graph-pending" className="flex items-start gap-2 text-ink-muted">
          <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-amber-500" />
          {pending}
        </p>
      )}
    </div>
  );
}

/**
 * The valuation history from SPEC's graph call, with the view's one picker (SPEC's four ranges): the change
 * in value in money (no percentage: it holds the money paid in and taken out), then what was put in and the
 * growth, which the figures below give too.
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
  // The chart library and the graph's data load side by side.
  useEffect(preloadChart, []);
  const graph = query.data;
  // The graph shown may still be the previous range's while this one loads.
  const current = graph?.date_range === range;
  const points = graph?.points;
  const over = graphRange(graph?.date_range ?? range).name;
  const summary = current && points ? summariseGraph(points) : null;

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

      {/* The change in value, named as such and not coloured: a top-up is not growth. */}
      <p aria-live="polite" data-testid="graph-change" className="min-h-6 text-sm text-ink-muted">
        {summary && graph && (
          <>
            Change in value:{' '}
            <span className="font-semibold text-ink">{formatChange(summary, graph.currency)}</span> over{' '}
            {over}, {formatDate(summary.first.date)} to {formatDate(summary.last.date)} — includes money paid
            in and taken out
          </>
        )}
      </p>

      {points && points.length > 0 ? (
        <ValuationChart
          points={points}
          currency={graph?.currency ?? policy.currency}
          over={over}
          busy={!current}
        />
      ) : query.isPending && query.fetchStatus !== 'idle' ? (
        <div role="status" aria-label="Loading the valuation graph">
          <Skeleton className="h-62 w-full" />
        </div>
      ) : (
        <EmptyState icon={ChartLine} message="No valuations to show for this period." />
      )}
      <GrowthWords policy={policy} range={range} />
    </section>
  );
}
