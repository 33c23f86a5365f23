import type { ImportKind } from '@sextant/contracts/admin-policies';

/** What each kind of file holds, as its header, a sample and the rules of its rows. */
export const KINDS: Record<
  ImportKind,
  { label: string; what: string; header: string; sample: string; rules: string; identity: string }
> = {
  valuations: {
    label: 'Valuations',
    what: 'What each policy was worth on a date.',
    header: 'policy_reference,date,value,currency',
    sample: `policy_reference,date,value,currency
TRY-0001,2026-10-31,10085.40,GBP
TRY-0001,2026-11-20,10642.15,GBP`,
    rules:
      'Then one valuation a line: the policy’s reference, the date as YYYY-MM-DD (not in the future), the value as a plain number with at most 2 decimals (no £ or commas), and the policy’s currency.',
    identity:
      'Importing the same file again changes nothing; a different value for a stored date replaces it.',
  },
  transactions: {
    label: 'Transactions',
    what: 'Money paid in, taken out or charged.',
    header: 'policy_reference,date,type,amount,currency[,description][,reference][,charge_kind]',
    sample: `policy_reference,date,type,amount,currency,description,reference,charge_kind
TRY-0001,2026-10-20,transfer_in,10000.00,GBP,Transfer from another ISA,TRY-T-1,
TRY-0001,2026-11-03,contribution,500.00,GBP,Monthly contribution,TRY-C-1,
TRY-0001,2026-11-10,charge,7.50,GBP,Platform fee,,platform`,
    rules:
      'Then one transaction a line: the policy’s reference, the date as YYYY-MM-DD, the type (contribution, tax_relief, transfer_in, withdrawal, income, transfer_out or charge), the amount as a positive plain number with at most 2 decimals, and the policy’s currency; then, if you have them, a description, the provider’s reference and, on a charge, who it paid (adviser_ongoing, adviser_initial, platform, product or other; empty is other).',
    identity:
      'A transaction with a reference is matched by it, so a changed amount changes that one row; one without is matched by its date, type, amount and description. A charge’s kind is not part of the match: a file stating another kind changes the stored charge’s kind. Importing the same file again changes nothing.',
  },
};
export const ORDER: readonly ImportKind[] = ['valuations', 'transactions'];
