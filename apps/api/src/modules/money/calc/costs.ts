import type { Costs } from '@sextant/contracts/money';
import type { IsoDate, TaxYear } from './period';
import type { PolicyLedger } from './types';

export const COSTS_NOTE =
  'Charges taken from your policies. Costs inside the funds themselves are not included.';

/**
 * Charges in a tax year (up to `today` for the current one) per policy and per currency, and as a share
 * of the average of the daily values. Pass each policy's valuations from the latest on or before the
 * year's start to its end, and its flows dated in the year.
 */
export function costsFor(taxYear: TaxYear, ledgers: PolicyLedger[], today: IsoDate): Costs {
  throw new Error(`costsFor: lands in the next commit (${taxYear}, ${ledgers.length}, ${today})`);
}
