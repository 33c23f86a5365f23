import type { Period, Waterfall } from '@sextant/contracts/money';
import { daysBetween, dayWords, type IsoDate } from '@/shared/period';
import { isExternal, netInflow, paidIn, pendingOf, type TypeTotals, takenOut, typeTotals } from './flows';
import { type Pence, toMoney } from './pence';
import { NO_OPENING, returnsOver } from './returns';
import { type ChainFlow, chainReturns, firstPointFrom } from './twr';
import type { PolicyLedger, PolicyMeasure } from './types';
import { type MeasuredWindow, measuredWindow } from './window';

export const NO_CLOSING = (to: IsoDate) => `There is no valuation on or before ${dayWords(to)} yet.`;

/** One policy over a period: its waterfall, TWR and MWR, and the flows not yet in a valuation. */
export function measurePolicy(ledger: PolicyLedger, period: Period): PolicyMeasure {
  return measureWindow(measuredWindow(ledger, period), period);
}

export function measureWindow(window: MeasuredWindow, period: Period): PolicyMeasure {
  const pending = pendingOf(window.pending);
  const { opening, closing } = window;
  if (!opening || !closing) return { waterfall: null, returns: null, reason: NO_CLOSING(period.to), pending };

  const returns = returnsOver(
    daysBetween(opening.date, closing.date),
    closing.date,
    () => chainReturns(window.points, chainFlows(window)),
    () => [
      { date: opening.date, amount: -opening.value },
      ...window.counted.filter(isExternal).map((f) => ({ date: f.date, amount: -netInflow(f) })),
      { date: closing.date, amount: closing.value },
    ],
    opening.late ? NO_OPENING(period.from) : null,
  );
  return {
    waterfall: waterfallOf(opening, closing, typeTotals(window.counted)),
    returns,
    reason: opening.late
      ? `The first valuation in the period is on ${dayWords(opening.date)}: the figures run from it.`
      : null,
    pending,
  };
}

/** The window's external flows (but those `skipped`), each with the valuation that first holds it. */
export function chainFlows(window: MeasuredWindow, skipped?: Set<string>): ChainFlow[] {
  const dates = window.points.map((p) => p.date);
  const external = window.counted.filter((f) => isExternal(f) && !skipped?.has(f.id));
  return external.map((f) => ({
    date: f.date,
    amount: netInflow(f),
    // Counted flows are never after the closing valuation, so one always holds them.
    holdsIt: firstPointFrom(dates, f.date)!,
  }));
}

/** Opening → paid in → taken out → charges → growth → closing; growth is what is left, so it reconciles. */
export function waterfallOf(
  opening: { date: IsoDate | null; value: Pence },
  closing: { date: IsoDate | null; value: Pence },
  totals: TypeTotals,
): Waterfall {
  const growth = closing.value - opening.value - paidIn(totals) + takenOut(totals);
  return {
    opening_value: toMoney(opening.value),
    opening_as_at: opening.date,
    closing_value: toMoney(closing.value),
    closing_as_at: closing.date,
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
