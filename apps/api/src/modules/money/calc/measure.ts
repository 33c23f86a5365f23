import type { Period, Returns, Waterfall } from '@sextant/contracts/money';
import { daysBetween, dayWords, type IsoDate } from '@/shared/period';
import { type Block, blockOf, blockValues, externalFlows } from './block';
import { paidIn, pendingOf, type TypeTotals, takenOut, typeTotals } from './flows';
import { type Pence, toMoney } from './pence';
import { returnsOver } from './returns';
import { closedOnOf, trackOf } from './track';
import { type ChainPoint, chainReturns, firstPointFrom } from './twr';
import type { PendingFigures, PolicyLedger, PolicyMeasure } from './types';

export const NO_CLOSING = (to: IsoDate) => `There is no valuation on or before ${dayWords(to)} yet.`;
const NOTHING_VALUED = (from: IsoDate, to: IsoDate) =>
  `Nothing was valued between ${dayWords(from)} and ${dayWords(to)}, so there is no return over the period yet: its growth shows with the next valuation.`;

/** One policy over a period: its waterfall, TWR and MWR, and the flows not yet in a valuation. */
export function measurePolicy(ledger: PolicyLedger, period: Period): PolicyMeasure {
  const closedOn = closedOnOf(trackOf(ledger, period.to));
  const block = blockOf([ledger], period);
  if (!block)
    return {
      ...unmeasured(period),
      pending: pendingOf(ledger.flows.filter((f) => f.date <= period.to)),
      closedOn,
    };
  return { ...measureBlock(block), closedOn };
}

export const unmeasured = (period: Period) => ({
  waterfall: null,
  returns: null,
  reason: NO_CLOSING(period.to),
});

/** A block's waterfall, returns and pending flows: every figure from the same carried values. */
export function measureBlock(block: Block): {
  waterfall: Waterfall;
  returns: Returns;
  reason: null;
  pending: PendingFigures;
} {
  const parts = [...block.parts.values()];
  const own = (f: { id: string }) => !block.transit.internal.has(f.id);
  const broughtIn = parts.reduce((sum, p) => sum + (p.broughtIn?.value ?? 0), 0);
  const closing = { date: block.end, value: block.closing, valuedOn: valuedOn(block) };
  const waterfall = waterfallOf(
    { date: block.start, value: block.opening },
    closing,
    broughtIn,
    typeTotals(parts.flatMap((p) => p.counted).filter(own)),
  );
  const external = externalFlows(block);
  const returns = returnsOver(
    daysBetween(block.start, block.end),
    block.end,
    () => blockChain(block, external),
    () => [
      { date: block.start, amount: -block.opening },
      ...external.map((f) => ({ date: f.date, amount: -f.amount })),
      { date: block.end, amount: block.closing },
    ],
    block.valued.length === 0 ? NOTHING_VALUED(block.start, block.end) : null,
  );
  return {
    waterfall,
    returns,
    reason: null,
    pending: pendingOf(parts.flatMap((p) => p.pending).filter(own)),
  };
}

/** The oldest of the latest valuations the closing rests on (policies still holding money). */
function valuedOn(block: Block): IsoDate | null {
  const dates = block.tracks
    .filter((t) => t.lastValued !== null && block.parts.get(t.ledger.id)!.closing > 0)
    .map((t) => t.lastValued!);
  const all = dates.length > 0 ? dates : block.tracks.flatMap((t) => (t.lastValued ? [t.lastValued] : []));
  return all.reduce<IsoDate | null>((a, b) => (a === null || b < a ? b : a), null);
}

/**
 * The TWR: the block's carried value on its opening day and on each day any of its policies is valued,
 * chained at its external flows (value brought in among them). A flow on a day no policy is valued is held
 * by the next valuation: Modified Dietz across that step (twr.ts).
 */
function blockChain(block: Block, external: ReturnType<typeof externalFlows>) {
  const dates = block.valued;
  const values = blockValues(block, dates);
  const points: ChainPoint[] = [
    { date: block.openedOn, value: block.opening },
    ...dates.map((date, i) => ({ date, value: values[i]! })),
  ];
  const flows = external.map((f) => ({ ...f, holdsIt: firstPointFrom(dates, f.date)! }));
  return chainReturns(points, flows);
}

/** Opening → brought in → paid in → taken out → charges → growth → closing; growth is what is left. */
export function waterfallOf(
  opening: { date: IsoDate | null; value: Pence },
  closing: { date: IsoDate | null; value: Pence; valuedOn: IsoDate | null },
  broughtIn: Pence,
  totals: TypeTotals,
): Waterfall {
  const growth = closing.value - opening.value - broughtIn - paidIn(totals) + takenOut(totals);
  return {
    opening_value: toMoney(opening.value),
    opening_as_at: opening.date,
    closing_value: toMoney(closing.value),
    closing_as_at: closing.date,
    closing_valued_on: closing.valuedOn,
    brought_in: toMoney(broughtIn),
    paid_in: toMoney(paidIn(totals)),
    taken_out: toMoney(takenOut(totals)),
    charges: toMoney(totals.charge),
    growth: toMoney(growth),
    growth_before_charges: toMoney(growth + totals.charge),
    by_type: Object.fromEntries(
      Object.entries(totals).map(([type, pence]) => [type, toMoney(pence)]),
    ) as Waterfall['by_type'],
  };
}
