import type { IsoDate } from '@/shared/period';
import { netInflow } from './flows';
import type { Pence } from './pence';
import type { Flow, ValuationPoint } from './types';

/** What a flow does to its policy's value: money in adds to it, money out and charges take from it. */
const effectOn = (flow: Flow): Pence => (flow.type === 'charge' ? -flow.amount : netInflow(flow));

/**
 * A policy's value on each of `dates` (ascending) for the portfolio's daily value: its latest valuation on
 * or before the day, carried forward by its flows and charges dated after that valuation up to the day
 * (a valuation of day d already holds the flows of d), up to its last valuation by the last of `dates`.
 * A statement-valued policy is valued weeks apart, while the money it sends to or receives from the client's
 * other policies shows in theirs at once; carrying it keeps a transfer between them (a Bed & ISA out of the
 * GIA) from counting twice until its next statement. Growth since the valuation is not guessed: it shows
 * with the next one. Flows after the last valuation are not carried: they are pending, so the last day's
 * value is the valuations' sum, the figure the closing value and the home's total show. Never below 0 (all
 * of it taken out). Before the first valuation: 0, or from `nilFrom` (a policy measured from nil) its flows.
 * Only the portfolio's daily value is carried; each policy's own figures stay between its valuations.
 */
export function carriedValues(
  valuations: ValuationPoint[],
  flows: Flow[],
  dates: IsoDate[],
  nilFrom: IsoDate | null,
): Pence[] {
  const end = dates.at(-1);
  const lastValued = valuations.findLast((v) => end !== undefined && v.date <= end)?.date ?? null;
  const values: Pence[] = [];
  let k = -1;
  let j = 0;
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
      if (
        lastValued !== null &&
        flows[j]!.date <= lastValued &&
        (k >= 0 || (nilFrom !== null && flows[j]!.date >= nilFrom))
      )
        carried += effectOn(flows[j]!);
    values.push(Math.max(0, (k >= 0 ? valuations[k]!.value : 0) + carried));
  }
  return values;
}
