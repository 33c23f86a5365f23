import type { Allowances } from '@sextant/contracts/money';
import type { Pence } from './pence';
import type { TaxYear } from './period';
import type { PolicyLedger } from './types';

export interface AllowanceRates {
  isa: Pence;
  pension: Pence;
}
export const EARLIEST_ALLOWANCE_TAX_YEAR = '2011-12';
export const ALLOWANCE_NOTE =
  'Standard allowance; tapering, the money purchase annual allowance, carry-forward and pensions held elsewhere are not included.';

/** The standard allowances of a tax year; null before EARLIEST_ALLOWANCE_TAX_YEAR. */
export function allowanceRates(taxYear: TaxYear): AllowanceRates | null {
  throw new Error(`allowanceRates: lands in the next commit (${taxYear})`);
}

/**
 * ISA subscriptions and gross pension contributions in a tax year, GBP policies only; null when the year
 * has no allowance table (before 2011-12). Pass every policy of the client (the ISA rule pairs transfers
 * across them) with its flows from a year before the tax year to a year after it (relief arrives weeks
 * after its contribution and counts in the contribution's year).
 */
export function allowancesFor(taxYear: TaxYear, ledgers: PolicyLedger[]): Allowances | null {
  throw new Error(`allowancesFor: lands in the next commit (${taxYear}, ${ledgers.length})`);
}
