import type { IsoDate } from '@/shared/period';
import { netInflow } from './flows';
import type { Pence } from './pence';
import type { Flow, ValuationPoint } from './types';

/** What a flow does to its policy's value: money in adds to it, money out and charges take from it. */
export const effectOn = (flow: Flow): Pence => (flow.type === 'charge' ? -flow.amount : netInflow(flow));

/**
 * A policy's carried value on each of `dates` (ascending): its latest valuation on or before the day plus
 * the flows and charges dated after that valuation up to the day, never below 0 (ADR 0006). A valuation of
 * day d already holds the flows of d. Flows after `lastValued` (the period's last valuation) are not carried:
 * they are pending, so from that valuation on the value is the valuation. Before any valuation the flows
 * alone are carried (a policy paid into before its first valuation). A statement-valued policy is valued
 * weeks apart while the money it sends to the client's other policies shows in theirs at once: carrying
 * keeps a transfer between them from counting twice until its next statement. Growth since a valuation is
 * never guessed: it shows with the next one.
 */
export function carriedValues(
  valuations: ValuationPoint[],
  flows: Flow[],
  dates: IsoDate[],
  lastValued: IsoDate | null,
): Pence[] {
  const values: Pence[] = [];
  // Start at the first day's latest valuation and the flows after it: one day costs a search, not a scan.
  let k = dates.length > 0 ? countUpTo(valuations, dates[0]!) - 1 : -1;
  let j = k >= 0 ? countUpTo(flows, valuations[k]!.date) : 0;
  let carried = 0;
  for (const date of dates) {
    let revalued = false;
    while (k + 1 < valuations.length && valuations[k + 1]!.date <= date) {
      k++;
      revalued = true;
    }
    if (revalued) {
      carried = 0;
      while (j < flows.length && flows[j]!.date <= valuations[k]!.date) j++;
    }
    for (; j < flows.length && flows[j]!.date <= date; j++)
      if (lastValued !== null && flows[j]!.date <= lastValued) carried += effectOn(flows[j]!);
    values.push(Math.max(0, (k >= 0 ? valuations[k]!.value : 0) + carried));
  }
  return values;
}

/** How many of `items` (ascending by date) are dated on or before `date`: a binary search. */
function countUpTo(items: { date: IsoDate }[], date: IsoDate): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid]!.date <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
