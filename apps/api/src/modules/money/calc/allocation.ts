import { type Allocation, WRAPPER_LABELS } from '@sextant/contracts/money';
import { byCurrency } from './currency';
import { type Pence, toMoney } from './pence';
import type { PolicyLedger } from './types';

type Slice = Allocation['currencies'][number]['by_provider'][number];

/**
 * Each policy's latest valuation (the last of its `valuations`), by provider and by wrapper, per currency;
 * policies never valued, or valued at nil (closed), are left out. Shares are of the currency's total (0 when the total is 0), the
 * largest slice first.
 */
export function allocationOf(ledgers: PolicyLedger[]): Allocation {
  const valued = ledgers.flatMap((ledger) => {
    const latest = ledger.valuations.at(-1);
    // A policy valued at nil holds nothing (one emptied by a transfer out is closed): it has no share.
    return latest && latest.value > 0 ? [{ ledger, latest, currency: ledger.currency }] : [];
  });
  return {
    currencies: byCurrency(valued).map(({ currency, items }) => {
      const total = items.reduce((sum, item) => sum + item.latest.value, 0);
      const slices = (keyOf: (l: PolicyLedger) => string, nameOf: (l: PolicyLedger) => string): Slice[] => {
        const groups = new Map<string, { name: string; value: Pence }>();
        for (const { ledger, latest } of items) {
          const key = keyOf(ledger);
          const group = groups.get(key) ?? { name: nameOf(ledger), value: 0 };
          group.value += latest.value;
          groups.set(key, group);
        }
        return [...groups.entries()]
          .sort(([, a], [, b]) => b.value - a.value || a.name.localeCompare(b.name))
          .map(([key, { name, value }]) => ({
            key,
            name,
            value: toMoney(value),
            share: total === 0 ? 0 : value / total,
          }));
      };
      return {
        currency,
        total: toMoney(total),
        as_at: items.map((item) => item.latest.date).reduce((a, b) => (b < a ? b : a)),
        by_provider: slices(
          (l) => l.providerId,
          (l) => l.provider,
        ),
        by_wrapper: slices(
          (l) => l.wrapper,
          (l) => WRAPPER_LABELS[l.wrapper],
        ),
      };
    }),
  };
}
