import type { Period } from '@sextant/contracts/money';
import { addDays, type IsoDate } from '@/shared/period';
import type { Pence } from './pence';
import type { Flow, PolicyLedger, ValuationPoint } from './types';

/**
 * What a policy's figures over a period are measured between.
 * - Opening: the latest valuation on or before period.from. A policy measured since its start, or one
 *   that starts inside the period with no earlier valuation, opens at 0 on its start date (`fromNil`),
 *   and flows on that day count. A policy that started before the period but has no valuation on or
 *   before its start opens at its first valuation inside it (`openingLate`: no return is given).
 * - Closing: the latest valuation on or before period.to.
 * - Flows dated after the opening valuation up to the closing one count (a flow dated d is inside the
 *   valuation of d); later ones up to period.to are pending.
 */
export interface MeasuredWindow {
  opening: { date: IsoDate; value: Pence; fromNil: boolean; late: boolean } | null;
  closing: ValuationPoint | null;
  /** The opening's point (the day before the start for a nil opening), then each valuation to the closing. */
  points: ValuationPoint[];
  counted: Flow[];
  pending: Flow[];
}

export function measuredWindow(ledger: PolicyLedger, period: Period): MeasuredWindow {
  const upToEnd = ledger.valuations.filter((v) => v.date <= period.to);
  const beforeStart = upToEnd.filter((v) => v.date <= period.from).at(-1);
  const fromNil =
    period.range === 'since_start' || (beforeStart === undefined && ledger.startDate > period.from);
  const flows = ledger.flows.filter((f) => f.date <= period.to);

  if (fromNil) {
    const inside = upToEnd.filter((v) => v.date >= ledger.startDate);
    const closing = inside.at(-1) ?? null;
    const counted = closing ? flows.filter((f) => f.date >= ledger.startDate && f.date <= closing.date) : [];
    return {
      opening: { date: ledger.startDate, value: 0, fromNil: true, late: false },
      closing,
      points: [{ date: addDays(ledger.startDate, -1), value: 0 }, ...inside],
      counted,
      pending: flows.filter((f) => f.date >= ledger.startDate && (!closing || f.date > closing.date)),
    };
  }

  const opening = beforeStart ?? upToEnd.find((v) => v.date > period.from);
  const closing = upToEnd.at(-1);
  if (!opening || !closing) return { opening: null, closing: null, points: [], counted: [], pending: flows };
  return {
    opening: { ...opening, fromNil: false, late: beforeStart === undefined },
    closing,
    points: upToEnd.filter((v) => v.date >= opening.date),
    counted: flows.filter((f) => f.date > opening.date && f.date <= closing.date),
    pending: flows.filter((f) => f.date > closing.date),
  };
}
