import type { ValuationGraph } from '@sextant/contracts/policies';
import { formatDate, formatMoney } from '@/shared/format/money';
import { graphRange } from './valuation';

type Point = ValuationGraph['points'][number];

export interface GraphSummary {
  first: Point;
  last: Point;
  change: number;
  /** Percent change from the first point; null when the first value is 0. */
  changePercent: number | null;
  low: Point;
  high: Point;
}

/** First, last, lowest and highest point of a graph and the change over it; null without points. */
export function summariseGraph(points: readonly Point[]): GraphSummary | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  let low = first;
  let high = first;
  for (const point of points) {
    if (point.value < low.value) low = point;
    if (point.value > high.value) high = point;
  }
  const change = Math.round((last.value - first.value) * 100) / 100;
  return {
    first,
    last,
    change,
    changePercent: first.value === 0 ? null : (change / first.value) * 100,
    low,
    high,
  };
}

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** '+£1,234.56 (+2.3%)', '−£12.00 (−0.4%)' or 'no change'. */
export function formatChange(summary: GraphSummary, currency: string): string {
  if (summary.change === 0) return 'no change';
  const sign = summary.change > 0 ? '+' : '−';
  const amount = `${sign}${formatMoney(Math.abs(summary.change), currency)}`;
  if (summary.changePercent === null) return amount;
  return `${amount} (${sign}${percent.format(Math.abs(summary.changePercent))}%)`;
}

/** What the chart says to a screen reader: the range, the first and the last value, and the change. */
export function describeGraph(graph: Pick<ValuationGraph, 'date_range' | 'currency' | 'points'>): string {
  const over = graphRange(graph.date_range).name;
  const summary = summariseGraph(graph.points);
  if (!summary) return `Valuation over ${over}: no valuations in this period.`;
  const money = (value: number) => formatMoney(value, graph.currency);
  return (
    `Valuation over ${over}: ${money(summary.first.value)} on ${formatDate(summary.first.date)}, ` +
    `${money(summary.last.value)} on ${formatDate(summary.last.date)}, ${formatChange(summary, graph.currency)}.`
  );
}

/**
 * The last point of each calendar month, oldest first, with the graph's last point always included:
 * a table short enough to read with a screen reader (24 rows for two years, not 400).
 */
export function monthlyPoints(points: readonly Point[]): Point[] {
  const byMonth = new Map<string, Point>();
  for (const point of points) byMonth.set(point.date.slice(0, 7), point);
  return [...byMonth.values()];
}

/** Seconds since the epoch at UTC midnight: uPlot's time axis. */
export const toSeconds = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 1000;

/** uPlot's data: [times, values]. */
export function chartData(points: readonly Point[]): [number[], number[]] {
  return [points.map((p) => toSeconds(p.date)), points.map((p) => p.value)];
}

const compact = new Map<string, Intl.NumberFormat>();
/** Axis labels: '£120k', '£1.2m'. */
export function formatCompactMoney(value: number, currency = 'GBP'): string {
  let format = compact.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compact.set(currency, format);
  }
  return format.format(value);
}
