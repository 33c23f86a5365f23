import { formatDate, formatMoney } from '@/shared/format/money';

/**
 * A point of a value chart: SPEC's valuation graph, or a series with the cumulative net paid in since the
 * chart's start (the since-start graph, the portfolio chart).
 */
export interface ChartPoint {
  date: string;
  value: number;
  net_paid_in?: number;
}
type Point = ChartPoint;

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

export interface ChartOf {
  /** The period in words: '1 year', 'the start of the policy'. */
  over: string;
  currency: string;
  points: readonly Point[];
}

/**
 * What the chart says to a screen reader: the period, the first and the last value, the change, and the net
 * paid in when the chart draws it (so the change is not mistaken for growth).
 */
export function describeGraph({ over, currency, points }: ChartOf): string {
  const summary = summariseGraph(points);
  if (!summary) return `Valuation over ${over}: no valuations in this period.`;
  const money = (value: number) => formatMoney(value, currency);
  const paidIn = summary.last.net_paid_in;
  return (
    `Valuation over ${over}: ${money(summary.first.value)} on ${formatDate(summary.first.date)}, ` +
    `${money(summary.last.value)} on ${formatDate(summary.last.date)}, ${formatChange(summary, currency)}` +
    (paidIn === undefined ? '.' : `; net paid in over the period ${money(paidIn)}.`)
  );
}

/** True when the chart has a net paid in line to draw. */
export const hasNetPaidIn = (points: readonly Point[]) => points.some((p) => p.net_paid_in !== undefined);

/**
 * The last point of each calendar month, oldest first, with the graph's last point always included:
 * a table short enough to read with a screen reader (24 rows for two years, not 400).
 */
export function monthlyPoints<P extends Point>(points: readonly P[]): P[] {
  const byMonth = new Map<string, P>();
  for (const point of points) byMonth.set(point.date.slice(0, 7), point);
  return [...byMonth.values()];
}

/** Seconds since the epoch at UTC midnight: uPlot's time axis. */
export const toSeconds = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 1000;

/** uPlot's data: [times, values], and the net paid in when the points carry it. */
export function chartData(points: readonly Point[]): number[][] {
  const data = [points.map((p) => toSeconds(p.date)), points.map((p) => p.value)];
  if (hasNetPaidIn(points)) data.push(points.map((p) => p.net_paid_in ?? 0));
  return data;
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
