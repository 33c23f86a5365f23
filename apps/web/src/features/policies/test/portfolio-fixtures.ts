import type { PolicySummary } from '@sextant/contracts/policies';
import { daysAgo } from '@/features/policies/test/fixtures';
import type { ApiData } from '@/shared/http/api';

/* The portfolio answers the home reads (the policy view's are in money-fixtures.ts). */

type Performance = ApiData<'/portfolio/performance', 'get'>;
type CurrencyBlock = Performance['currencies'][number];
type PolicyLine = CurrencyBlock['policies'][number];

const NONE = { count: 0, paid_in: '0.00', taken_out: '0.00', charges: '0.00' };

/** A policy's line in the portfolio's performance. */
export const policyLine = (
  policy: PolicySummary,
  growth: string | null,
  twr: number | null,
  wrapper: PolicyLine['wrapper'] = 'isa',
  change: Partial<PolicyLine> = {},
): PolicyLine => ({
  uuid: policy.uuid,
  reference: policy.reference,
  provider: policy.provider.name,
  wrapper,
  closing_value: '1000.00',
  closing_as_at: '2026-11-20',
  growth,
  growth_from: growth === null ? null : '2025-11-20',
  growth_to: growth === null ? null : '2026-11-20',
  twr,
  provenance: { provider: policy.provider.name, source: 'feed', as_at: daysAgo(1) },
  closed_on: null,
  ...change,
});

/** One currency's block: the figures given, the rest a quiet year. */
export function currencyBlock(
  currency: string,
  figures: {
    growth: string;
    paid_in?: string;
    taken_out?: string;
    charges?: string;
    brought_in?: string;
    in_transit?: string;
  },
  twr: { cumulative: number | null; annualised?: number | null; reason?: string | null },
  policies: PolicyLine[] = [],
  pending: CurrencyBlock['pending'] = NONE,
): CurrencyBlock {
  return {
    currency,
    waterfall: {
      opening_value: '100000.00',
      opening_as_at: '2025-11-20',
      closing_value: '130000.00',
      closing_as_at: '2026-11-20',
      closing_valued_on: '2026-11-20',
      brought_in: figures.brought_in ?? '0.00',
      paid_in: figures.paid_in ?? '0.00',
      taken_out: figures.taken_out ?? '0.00',
      charges: figures.charges ?? '0.00',
      growth: figures.growth,
      growth_before_charges: figures.growth,
      by_type: {},
    },
    returns: {
      basis: 'annualised_and_cumulative',
      days: 365,
      twr: {
        cumulative: twr.cumulative,
        annualised: twr.annualised ?? null,
        reason: twr.reason ?? null,
        method: twr.cumulative === null ? null : 'chained',
      },
      mwr: { cumulative: null, annualised: null, reason: 'not shown here' },
    },
    reason: null,
    pending,
    in_transit: figures.in_transit ?? '0.00',
    policies,
  };
}

export const performance = (range: string, currencies: CurrencyBlock[]): Performance => ({
  period: { range: range as Performance['period']['range'], from: '2025-11-20', to: '2026-11-20' },
  currencies,
});
