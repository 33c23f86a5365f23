import type { PolicyPerformance } from '@sextant/contracts/money';
import { formatAmount } from '@/features/policies/money';
import { dateFormat } from '@/shared/format/date-format';
import { formatDate, formatMoney } from '@/shared/format/money';

/**
 * A point of a value chart: SPEC's valuation graph, or a series with what was put in by that day (the
 * portfolio chart): the opening value, plus value brought in and paid in, less taken out.
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
  return { first, last, change, low, high };
}

/** '+£1,234.56', '−£12.00' or '£0.00'. */
export function formatSignedMoney(amount: number, currency: string): string {
  if (amount === 0) return formatMoney(0, currency);
  return `${amount > 0 ? '+' : '−'}${formatMoney(Math.abs(amount), currency)}`;
}

/**
 * '+£1,234.56', '−£12.00' or 'no change': a change in value has no percentage, as it holds the money paid in
 * and taken out (the growth and the returns say how the money did).
 */
export function formatChange(summary: GraphSummary, currency: string): string {
  if (summary.change === 0) return 'no change';
  return formatSignedMoney(summary.change, currency);
}

/**
 * SPEC's graph with the "What you put in" line laid over it from the policy's series (the growth figures' own
 * computation, daily or thinned to at most 400 points): at each valuation, what was put in by the last day of
 * the series on or before it. The last valuation takes the series' last figure, which counts every flow up to
 * the latest valuation (flows after it are in neither line), so the gap there is the period's growth to the
 * penny. Points before the series starts, or a series that does not reach the last valuation (another
 * period's), leave the graph as it is.
 */
export function withPutIn(points: readonly Point[], series: readonly Point[]): Point[] {
  const last = series.at(-1);
  const lastPoint = points.at(-1);
  if (!last || !lastPoint || last.date < lastPoint.date || (series[0]?.date ?? '') > points[0]!.date)
    return [...points];
  let at = 0;
  return points.map((point, i) => {
    while (at + 1 < series.length && series[at + 1]!.date <= point.date) at++;
    const source = i === points.length - 1 ? last : series[at]!;
    return { ...point, net_paid_in: source.net_paid_in };
  });
}

/** True when the chart has the net paid in to draw its "What you put in" line. */
export const hasNetPaidIn = (points: readonly Point[]) => points.some((p) => p.net_paid_in !== undefined);

/** A sum of two 2-dp figures to the penny, for drawing (never a total the client is told as a balance). */
const addForDisplay = (a: number, b: number) => Math.round((a + b) * 100) / 100;

/** The chart's "What you put in" line: the points' own, starting at the value the chart starts from. */
export interface PutIn {
  /** The first point's date. */
  from: string;
  /** The value the line starts from: the opening value (and any money of the first day). */
  opening: number;
  /** One per point: what was put in by then. */
  values: number[];
}

/** The chart's "What you put in" line; null when its points carry none (SPEC's graph). */
export function putInLine(points: readonly Point[]): PutIn | null {
  const first = points[0];
  if (!first || !hasNetPaidIn(points)) return null;
  return { from: first.date, opening: first.net_paid_in ?? 0, values: points.map((p) => p.net_paid_in ?? 0) };
}

/** What the line is: 'money in less money out, from 15 Jan 2023', or from the value on the first day. */
export function putInWords({ from, opening }: PutIn): string {
  return opening === 0
    ? `money in less money out, from ${formatDate(from)}`
    : `the value on ${formatDate(from)}, plus money brought in or paid in, less money taken out since`;
}

/**
 * The gap at the chart's last point, value less what was put in: the period's growth, to the penny (the
 * server draws both lines from the figures' own computation). Null for SPEC's graph.
 */
export function chartGrowth(points: readonly Point[]): number | null {
  const last = points.at(-1);
  if (!last || !hasNetPaidIn(points)) return null;
  return addForDisplay(last.value, -(last.net_paid_in ?? 0));
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
  const growth = chartGrowth(points);
  if (!line || putIn === undefined || growth === null)
    return `${head}, which includes any money paid in or taken out.`;
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

const DAY_SECONDS = 86_400;
const axisFormats = {
  day: dateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' }),
  month: dateFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' }),
  year: dateFormat({ year: 'numeric', timeZone: 'UTC' }),
};

/**
 * The time axis's labels in en-GB (uPlot's own are American: "8/27"): "27 Aug" between ticks under a month
 * apart, "Aug 2026" under a year apart, else "2026". `splits` and `step` are seconds.
 */
export function axisDates(splits: readonly number[], step: number): string[] {
  const format =
    step < 28 * DAY_SECONDS
      ? axisFormats.day
      : step < 365 * DAY_SECONDS
        ? axisFormats.month
        : axisFormats.year;
  return splits.map((seconds) => format().format(new Date(seconds * 1000)));
}

/* Money no valuation holds yet, in words: said under the charts and the figures (here, with the chart's other
 * words, so the modules that load beside the data share one file with them). */
type PendingFlows = PolicyPerformance['pending'];

/**
 * Flows no valuation holds yet, in a sentence: "£300.00 paid in after the valuation of 31 Oct 2026 is not in a
 * valuation yet". Null when there are none.
 */
export function pendingWords(pending: PendingFlows, currency: string, after?: string | null): string | null {
  const parts = [
    pending.paid_in !== '0.00' && `${formatAmount(pending.paid_in, currency)} paid in`,
    pending.taken_out !== '0.00' && `${formatAmount(pending.taken_out, currency)} taken out`,
    pending.charges !== '0.00' && `${formatAmount(pending.charges, currency)} in charges`,
  ].filter((part): part is string => Boolean(part));
  if (pending.count === 0 || parts.length === 0) return null;
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  const when = after ? ` after the valuation of ${formatDate(after)}` : '';
  return `${listed}${when} ${parts.length === 1 ? 'is' : 'are'} not in a valuation yet.`;
}
