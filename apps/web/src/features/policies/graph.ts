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

/** '+£1,234.56', '−£12.00' or '£0.00'. */
export function formatSignedMoney(amount: number, currency: string): string {
  if (amount === 0) return formatMoney(0, currency);
  return `${amount > 0 ? '+' : '−'}${formatMoney(Math.abs(amount), currency)}`;
}

/** '+£1,234.56 (+2.3%)', '−£12.00 (−0.4%)' or 'no change'. */
export function formatChange(summary: GraphSummary, currency: string): string {
  if (summary.change === 0) return 'no change';
  const amount = formatSignedMoney(summary.change, currency);
  if (summary.changePercent === null) return amount;
  const sign = summary.change > 0 ? '+' : '−';
  return `${amount} (${sign}${percent.format(Math.abs(summary.changePercent))}%)`;
}

/** True when the chart has the net paid in to draw its "What you put in" line. */
export const hasNetPaidIn = (points: readonly Point[]) => points.some((p) => p.net_paid_in !== undefined);

/** A sum of two 2-dp figures to the penny, for drawing (never a total the client is told as a balance). */
const addForDisplay = (a: number, b: number) => Math.round((a + b) * 100) / 100;

/**
 * The "What you put in" line: the value the chart starts from plus the money in less money out since, so the
 * gap between it and the value is the growth. The start is the first value less the money counted on the
 * first day (the series counts a policy's first-day money when it measures it from nothing), never below
 * nothing: a chart since the start begins at £0 and the line is the net paid in itself.
 */
export interface PutIn {
  /** The first point's date. */
  from: string;
  /** The value the line starts from. */
  opening: number;
  /** One per point: opening + net paid in up to that point. */
  values: number[];
}

/** The chart's "What you put in" line; null when its points carry no net paid in (SPEC's graph). */
export function putInLine(points: readonly Point[]): PutIn | null {
  const first = points[0];
  if (!first || !hasNetPaidIn(points)) return null;
  const opening = Math.max(0, addForDisplay(first.value, -(first.net_paid_in ?? 0)));
  return {
    from: first.date,
    opening,
    values: points.map((p) => addForDisplay(opening, p.net_paid_in ?? 0)),
  };
}

/** What the line is: 'money in less money out, from 15 Jan 2023', or from the value on the first day. */
export function putInWords({ from, opening }: PutIn): string {
  return opening === 0
    ? `money in less money out, from ${formatDate(from)}`
    : `the value on ${formatDate(from)} plus money in less money out since`;
}

export interface ChartOf {
  /** The period in words: '1 year', 'the start of the policy'. */
  over: string;
  currency: string;
  points: readonly Point[];
}

/**
 * What the chart says to a screen reader: the period, the first and the last value and the change in value
 * (which includes the money paid in and taken out), and when the chart draws it, what was put in and the
 * growth it leaves, so the change is not mistaken for growth.
 */
export function describeGraph({ over, currency, points }: ChartOf): string {
  const summary = summariseGraph(points);
  if (!summary) return `Valuation over ${over}: no valuations in this period.`;
  const money = (value: number) => formatMoney(value, currency);
  const head =
    `Valuation over ${over}: ${money(summary.first.value)} on ${formatDate(summary.first.date)}, ` +
    `${money(summary.last.value)} on ${formatDate(summary.last.date)}, ` +
    (summary.change === 0 ? 'no change in value' : `a change in value of ${formatChange(summary, currency)}`);
  const line = putInLine(points);
  const putIn = line?.values.at(-1);
  if (!line || putIn === undefined) return `${head}, which includes any money paid in or taken out.`;
  const growth = addForDisplay(summary.last.value, -putIn);
  return (
    `${head}. What you put in (${putInWords(line)}): ${money(putIn)} on ${formatDate(summary.last.date)}; ` +
    `the value less what you put in, ${formatSignedMoney(growth, currency)}, is the growth.`
  );
}

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

/** uPlot's data: [times, values], and the "What you put in" line when the points carry the net paid in. */
export function chartData(points: readonly Point[]): number[][] {
  const data = [points.map((p) => toSeconds(p.date)), points.map((p) => p.value)];
  const line = putInLine(points);
  if (line) data.push(line.values);
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
