import type { Period } from '@sextant/contracts/money';
import { blockOf } from './block';
import { byCurrency } from './currency';
import { pendingOf, typeTotals } from './flows';
import { measureBlock, measurePolicy, unmeasured, waterfallOf } from './measure';
import { inTransitOn } from './transit';
import type { CurrencyMeasure, PolicyLedger, PolicyLine } from './types';

/** A client's policies over a period, one block per currency (GBP first), no conversion. */
export function measurePortfolio(ledgers: PolicyLedger[], period: Period): CurrencyMeasure[] {
  return byCurrency(ledgers).map(({ currency, items }) => measureCurrency(currency, items, period));
}

/**
 * One currency: every figure from the block's carried values (block.ts), transfers between its policies
 * netted out of paid in and taken out and carried on the in-transit line while between them. Each policy's
 * line is that policy measured alone over the same period, so the lines add up to the block (but for the
 * in-transit line); a block of one policy is exactly that policy's figures.
 */
function measureCurrency(currency: string, ledgers: PolicyLedger[], period: Period): CurrencyMeasure {
  const policies = new Map<string, PolicyLine>();
  for (const ledger of ledgers) {
    const { waterfall, returns, closedOn } = measurePolicy(ledger, period);
    policies.set(ledger.id, {
      growth: waterfall?.growth ?? null,
      growth_from: waterfall?.opening_as_at ?? null,
      growth_to: waterfall?.closing_as_at ?? null,
      twr: returns?.twr.cumulative ?? null,
      closing_value: waterfall?.closing_value ?? '0.00',
      closing_as_at: waterfall?.closing_valued_on ?? null,
      closed_on: closedOn,
    });
  }
  const block = blockOf(ledgers, period);
  if (!block)
    return {
      currency,
      ...unmeasured(period),
      waterfall: waterfallOf(
        { date: null, value: 0 },
        { date: null, value: 0, valuedOn: null },
        0,
        typeTotals([]),
      ),
      pending: pendingOf(ledgers.flatMap((l) => l.flows.filter((f) => f.date <= period.to))),
      inTransit: 0,
      policies,
    };
  return { currency, ...measureBlock(block), inTransit: inTransitOn(block.transit, block.end), policies };
}
