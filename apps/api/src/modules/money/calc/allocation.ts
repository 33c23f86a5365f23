import type { Allocation } from '@sextant/contracts/money';
import type { PolicyLedger } from './types';

/** Each policy's latest valuation (the last of its `valuations`), by provider and by wrapper, per currency. */
export function allocationOf(ledgers: PolicyLedger[]): Allocation {
  throw new Error(`allocationOf: lands in the next commit (${ledgers.length})`);
}
