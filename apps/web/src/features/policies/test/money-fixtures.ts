import type { PolicyPerformance } from '@/features/policies/api/get-policy-performance';
import type { Transaction } from '@/features/policies/api/get-policy-transactions';
import { daysAgo } from '@/features/policies/test/fixtures';

/**
 * A year of an ISA: £100,000 on 21 Nov 2025, £12,000 paid in, £2,000 taken out, £850 of charges, £118,500 on
 * 21 Nov 2026 (growth £8,500 after charges, £9,350 before).
 */
export function performance(uuid: string, change: Partial<PolicyPerformance> = {}): PolicyPerformance {
  return {
    uuid,
    currency: 'GBP',
    wrapper: 'isa',
    period: { range: 'one_year', from: '2025-11-21', to: '2026-11-21' },
    waterfall: {
      opening_value: '100000.00',
      opening_as_at: '2025-11-21',
      closing_value: '118500.00',
      closing_as_at: '2026-11-21',
      closing_valued_on: '2026-11-21',
      brought_in: '0.00',
      paid_in: '12000.00',
      taken_out: '2000.00',
      charges: '850.00',
      growth: '8500.00',
      growth_before_charges: '9350.00',
      by_type: { contribution: '12000.00', withdrawal: '2000.00', charge: '850.00' },
    },
    returns: {
      basis: 'annualised_and_cumulative',
      days: 365,
      twr: { cumulative: 0.0734, annualised: 0.0734, reason: null, method: 'chained' },
      mwr: { cumulative: 0.0811, annualised: 0.0811, reason: null },
    },
    reason: null,
    pending: { count: 0, paid_in: '0.00', taken_out: '0.00', charges: '0.00' },
    provenance: { provider: 'Northgate Life', source: 'feed', as_at: daysAgo(0) },
    closed_on: null,
    ...change,
  };
}

let serial = 0;
export function transaction(
  date: string,
  type: Transaction['type'],
  amount: string,
  description = '',
  chargeKind: Transaction['charge_kind'] = type === 'charge' ? 'other' : null,
): Transaction {
  serial += 1;
  return {
    uuid: `70000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    date,
    type,
    amount,
    currency: 'GBP',
    source: 'feed',
    description,
    reference: null,
    charge_kind: chargeKind,
  };
}
