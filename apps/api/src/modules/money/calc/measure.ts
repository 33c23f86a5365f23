import type { Period } from '@sextant/contracts/money';
import type { PolicyLedger, PolicyMeasure } from './types';

/** One policy over a period: its waterfall, TWR and MWR, and the flows not yet in a valuation. */
export function measurePolicy(ledger: PolicyLedger, period: Period): PolicyMeasure {
  throw new Error(`measurePolicy: lands in the next commit (${ledger.id}, ${period.from})`);
}
