import type { PolicyDetail, PolicySummary, Valuation, ValuationGraph } from '@sextant/contracts/policies';

/** 'YYYY-MM-DD', `days` before today (UTC). */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export const PROVIDER = { uuid: '10000000-0000-4000-8000-000000000001', name: 'Northgate Life' };

export function policy(n: number, product: string, provider = PROVIDER): PolicySummary {
  const uuid = `00000000-0000-4000-8000-00000000000${n}`;
  return {
    uuid,
    reference: `HV-010${n}-${product.split(' ')[0]!.toUpperCase()}`,
    product_type: product,
    provider,
    start_date: '2023-01-15',
    currency: 'GBP',
    _links: {
      self: { href: `/v1/policy/${uuid}/view` },
      'valuation-latest': { href: `/v1/policy/${uuid}/valuation/latest` },
      'valuation-graph': { href: `/v1/policy/${uuid}/valuation/graph` },
    },
  };
}

export const detail = (summary: PolicySummary): PolicyDetail => ({
  ...summary,
  provider: { ...summary.provider, website: 'https://www.northgatelife.example' },
});

export const valuation = (
  summary: PolicySummary,
  value: number,
  valued_at: string,
  source: Valuation['source'] = 'feed',
): Valuation => ({
  uuid: summary.uuid,
  policy_reference: summary.reference,
  value,
  currency: 'GBP',
  valued_at,
  source,
});

export const graph = (
  summary: PolicySummary,
  date_range: ValuationGraph['date_range'],
  values: number[],
): ValuationGraph => ({
  uuid: summary.uuid,
  date_range,
  currency: 'GBP',
  from: daysAgo(values.length - 1),
  to: daysAgo(0),
  points: values.map((value, i) => ({ date: daysAgo(values.length - 1 - i), value })),
});
