import type { ChargeKind, Costs } from '@sextant/contracts/money';
import { CHARGE_KINDS } from '@sextant/contracts/rules/money';
import { addDays, daysBetween, dayWords, type IsoDate, type TaxYear, taxYearBounds } from '@/shared/period';
import { byCurrency } from './currency';
import { type Pence, roundPence, toMoney } from './pence';
import type { PolicyLedger } from './types';

export const COSTS_NOTE =
  'Charges taken from your policies. Costs inside the funds themselves are not included.';

/** A policy's charges in a window, in pence by kind (a charge read without its kind counts as `other`). */
function chargesByKind(ledger: PolicyLedger, from: IsoDate, to: IsoDate) {
  const byKind = new Map<ChargeKind, Pence>();
  for (const f of ledger.flows)
    if (f.type === 'charge' && f.date >= from && f.date <= to) {
      const kind = f.chargeKind ?? 'other';
      byKind.set(kind, (byKind.get(kind) ?? 0) + f.amount);
    }
  return byKind;
}

/** The kinds charged, in CHARGE_KINDS order, each with its sum over the policies. */
function splitByKind(policies: { byKind: Map<ChargeKind, Pence> }[]) {
  return CHARGE_KINDS.flatMap((kind) => {
    const own = policies.filter((p) => p.byKind.has(kind));
    return own.length === 0
      ? []
      : [{ kind, charges: toMoney(own.reduce((sum, p) => sum + p.byKind.get(kind)!, 0)) }];
  });
}

/**
 * Charges in a tax year (up to `today` for the current one) per policy and per currency, and as a share
 * of the average of the daily values: each day a policy has a valuation on or before it (from its start),
 * its latest one. Pass each policy's valuations from the latest on or before the year's start to its end,
 * and its flows dated in the year.
 */
export function costsFor(taxYear: TaxYear, ledgers: PolicyLedger[], today: IsoDate): Costs {
  const { from, to } = taxYearBounds(taxYear);
  const end = to < today ? to : today;
  const dates = Array.from({ length: Math.max(daysBetween(from, end) + 1, 0) }, (_, i) => addDays(from, i));
  const noValues =
    dates.length === 0
      ? `The ${taxYear} tax year has not started yet.`
      : `There are no valuations between ${dayWords(from)} and ${dayWords(end)} to compare the charges with.`;

  return {
    tax_year: taxYear,
    from,
    to,
    note: COSTS_NOTE,
    currencies: byCurrency(ledgers).map(({ currency, items }) => {
      // The currency's value each day, and on how many days any of its policies had one.
      const totals = new Array<Pence>(dates.length).fill(0);
      const valuedDays = new Array<boolean>(dates.length).fill(false);
      const policies = items.map((ledger) => {
        const byKind = chargesByKind(ledger, from, end);
        const charges = [...byKind.values()].reduce((sum, pence) => sum + pence, 0);
        let k = -1;
        let days = 0;
        let valueDays = 0;
        for (const [i, date] of dates.entries()) {
          while (k + 1 < ledger.valuations.length && ledger.valuations[k + 1]!.date <= date) k++;
          if (k < 0 || date < ledger.startDate) continue;
          const value = ledger.valuations[k]!.value;
          days++;
          valueDays += value;
          totals[i]! += value;
          valuedDays[i] = true;
        }
        return { ledger, charges, byKind, average: days === 0 ? null : valueDays / days };
      });
      const days = valuedDays.filter(Boolean).length;
      const average = days === 0 ? null : totals.reduce((a, b) => a + b, 0) / days;
      const charges = policies.reduce((sum, p) => sum + p.charges, 0);
      const percentOf = (pence: Pence, avg: number | null) => (avg === null || avg <= 0 ? null : pence / avg);
      const percent = percentOf(charges, average);
      return {
        currency,
        charges: toMoney(charges),
        by_kind: splitByKind(policies),
        average_value: toMoney(roundPence(average ?? 0)),
        percent,
        reason:
          percent !== null
            ? null
            : average === null
              ? noValues
              : 'The policies were worth nothing in that tax year, so the charges cannot be shown as a share of their value.',
        policies: policies.map(({ ledger, charges: own, average: avg }) => ({
          uuid: ledger.id,
          reference: ledger.reference,
          provider: ledger.provider,
          charges: toMoney(own),
          average_value: toMoney(roundPence(avg ?? 0)),
          percent: percentOf(own, avg),
        })),
      };
    }),
  };
}
