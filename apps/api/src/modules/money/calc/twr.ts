/*
 * A value of 0 before a step (V_prev = 0) is a deliberate departure from DESIGN.md / issue 10, which list it
 * among the null cases. Taken literally, every since-start return would be null, as every policy opens at 0.
 * Instead a step from 0 starts on its first payment in and measures growth on the money paid in (Modified
 * Dietz from then); only a step from 0 that grows with nothing paid in has no return. See ADR 0006.
 */
import { daysBetween, dayWords, type IsoDate } from '@/shared/period';
import type { Pence } from './pence';

/** A value the chain steps through: the opening, then each valuation up to the closing one. */
export interface ChainPoint {
  date: IsoDate;
  value: Pence;
}

/** An external flow: net inflow (negative for money out), and the point whose value first holds it. */
export interface ChainFlow {
  date: IsoDate;
  amount: Pence;
  /** The date of the first chain point on or after the flow's date. */
  holdsIt: IsoDate;
  /** A value brought in: on its valuation by definition, so it says nothing of the method. */
  entry?: boolean;
}

export type TwrMethod = 'chained' | 'modified_dietz' | 'mixed';

export type TwrResult =
  | { cumulative: number; method: TwrMethod; reason: null }
  | { cumulative: null; method: null; reason: string };

/**
 * The time-weighted return through `points` (ascending, distinct dates; the first is the opening).
 * Each step between consecutive points is one sub-period. Its flows are those first held by its end
 * point: when all are dated on that end, the step is chained, (V_q − F) / V_p − 1; otherwise Modified
 * Dietz between the two points, (V_q − V_p − F) / (V_p + Σ w·F) with w = (T − t) / T for end-of-day flows
 * (a flow on the end weighs 0; one dated on or before the start, not yet in V_p, weighs 1).
 * From a value of 0 the step starts on its first payment in and the money paid in is the base (Σ w·F from
 * then, or F when it all came on one day: nothing else was invested); see the note at the top.
 */
export function chainReturns(points: ChainPoint[], flows: ChainFlow[]): TwrResult {
  const byEnd = new Map<IsoDate, ChainFlow[]>();
  for (const flow of flows) {
    const group = byEnd.get(flow.holdsIt);
    if (group) group.push(flow);
    else byEnd.set(flow.holdsIt, [flow]);
  }
  let growth = 1;
  for (let k = 1; k < points.length; k++) {
    const start = points[k - 1]!;
    const end = points[k]!;
    const stepFlows = byEnd.get(end.date) ?? [];
    const net = stepFlows.reduce((sum, f) => sum + f.amount, 0);
    const gain = end.value - start.value - net;
    const weighted = stepFlows.length === 0 ? 0 : weightedFlows(start.date, end.date, stepFlows);
    if (start.value === 0) {
      // Nothing was invested before: the step starts when the first money came in, and the money paid in
      // is the base, weighted for its time from then, or whole when it all arrived on one day.
      const base = baseFromNil(start.date, end.date, stepFlows, net);
      if (base > 0) growth *= gain / base + 1;
      else if (gain !== 0)
        return failed(
          `The value was nil on ${dayWords(start.date)} and grew by ${dayWords(end.date)} with nothing paid in, so there is nothing to measure a time-weighted return from.`,
        );
      continue;
    }
    const base = start.value + weighted;
    if (base <= 0)
      return failed(
        `More was taken out between ${dayWords(start.date)} and ${dayWords(end.date)} than the value it came from, so a time-weighted return cannot be measured.`,
      );
    growth *= gain / base + 1;
  }
  const moved = flows.filter((f) => !f.entry);
  const valued = moved.filter((f) => f.date === f.holdsIt).length;
  const method: TwrMethod = valued === moved.length ? 'chained' : valued === 0 ? 'modified_dietz' : 'mixed';
  return { cumulative: growth - 1, method, reason: null };
}

/**
 * The base of a step from a value of 0. Time before the first payment held nothing, so it does not dilute
 * the base: a policy opened in January that first receives £1,000 on 30 March and is worth £1,010 on 31 March
 * returned 1%, not 1% spread as if the money had sat there since January.
 */
function baseFromNil(from: IsoDate, to: IsoDate, flows: ChainFlow[], net: Pence): number {
  const first = flows.reduce((earliest, f) => (f.date < earliest ? f.date : earliest), to);
  const start = first > from ? first : from;
  if (daysBetween(start, to) === 0) return net;
  const weighted = weightedFlows(start, to, flows);
  return weighted > 0 ? weighted : net;
}

/** Σ w·F over a step from `from` to `to`: w = (T − t) / T, t clamped to the step (a flow on its end weighs 0). */
function weightedFlows(from: IsoDate, to: IsoDate, flows: ChainFlow[]): number {
  const span = daysBetween(from, to);
  return flows.reduce((sum, f) => {
    const t = Math.min(Math.max(daysBetween(from, f.date), 0), span);
    return sum + ((span - t) / span) * f.amount;
  }, 0);
}

const failed = (reason: string): TwrResult => ({ cumulative: null, method: null, reason });

/** The date of the first point on or after `date` (points ascending); null when none is. */
export function firstPointFrom(pointDates: IsoDate[], date: IsoDate): IsoDate | null {
  let lo = 0;
  let hi = pointDates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pointDates[mid]! < date) lo = mid + 1;
    else hi = mid;
  }
  return pointDates[lo] ?? null;
}
