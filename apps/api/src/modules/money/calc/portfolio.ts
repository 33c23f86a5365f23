import type { Period } from '@sextant/contracts/money';
import type { CurrencyMeasure, PolicyLedger } from './types';

/** A client's policies over a period, one block per currency (GBP first), no conversion. */
export function measurePortfolio(ledgers: PolicyLedger[], period: Period): CurrencyMeasure[] {
  throw new Error(`measurePortfolio: lands in the next commit (${ledgers.length}, ${period.from})`);
}
