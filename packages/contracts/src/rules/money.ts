/**
 * The money vocabulary both sides read (zod-free, so the browser can run it): wrappers, transaction types and
 * periods, with the words a client reads for each.
 */
export const WRAPPERS = ['isa', 'lisa', 'jisa', 'sipp', 'personal_pension', 'bond', 'gia', 'other'] as const;
export type Wrapper = (typeof WRAPPERS)[number];

export const WRAPPER_LABELS: Record<Wrapper, string> = {
  isa: 'Stocks & Shares ISA',
  lisa: 'Lifetime ISA',
  jisa: 'Junior ISA',
  sipp: 'SIPP',
  personal_pension: 'Personal pension',
  bond: 'Investment bond',
  gia: 'General investment account',
  other: 'Other',
};

/** Money in (contribution, tax relief, transfer in), out (withdrawal, income, transfer out), or a charge. */
export const TRANSACTION_TYPES = [
  'contribution',
  'tax_relief',
  'transfer_in',
  'withdrawal',
  'income',
  'transfer_out',
  'charge',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Paid in (DESIGN.md "Money"): these add to a policy's value from outside. */
export const PAID_IN_TYPES: ReadonlySet<TransactionType> = new Set([
  'contribution',
  'tax_relief',
  'transfer_in',
]);
/** Taken out: these leave the policy to the client or elsewhere. A charge is neither: it stays inside growth. */
export const TAKEN_OUT_TYPES: ReadonlySet<TransactionType> = new Set([
  'withdrawal',
  'income',
  'transfer_out',
]);

export const TRANSACTION_LABELS: Record<TransactionType, string> = {
  contribution: 'Contribution',
  tax_relief: 'Tax relief',
  transfer_in: 'Transfer in',
  withdrawal: 'Withdrawal',
  income: 'Income paid to you',
  transfer_out: 'Transfer out',
  charge: 'Charge',
};

/**
 * Who a charge paid (issue 24): the adviser's ongoing fee is what the service ledger sets against the service
 * delivered; a charge of no stated kind is `other`. The database's column takes exactly these.
 */
export const CHARGE_KINDS = ['adviser_ongoing', 'adviser_initial', 'platform', 'product', 'other'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** A charge's kind as a client reads it. */
export const CHARGE_KIND_LABELS: Record<ChargeKind, string> = {
  adviser_ongoing: 'Adviser’s ongoing fee',
  adviser_initial: 'Adviser’s initial fee',
  platform: 'Platform charge',
  product: 'Product charge',
  other: 'Other charge',
};

/** The periods a figure is measured over: SPEC's four graph ranges, the tax year so far, and since the start. */
export const PERIOD_RANGES = [
  'three_months',
  'six_months',
  'one_year',
  'two_years',
  'tax_year',
  'since_start',
] as const;
export type PeriodRange = (typeof PERIOD_RANGES)[number];
