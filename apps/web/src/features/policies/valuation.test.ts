import { DATE_RANGES } from '@sextant/contracts/policies';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RANGE,
  filterPolicies,
  GRAPH_RANGES,
  graphRange,
  graphRangeOf,
  isDateRange,
  openValuations,
  portfolioTotals,
  rangeOfLabel,
} from './valuation';

const policy = (reference: string, product_type: string, provider: string) => ({
  reference,
  product_type,
  provider: { uuid: `p-${provider}`, name: provider },
});
const POLICIES = [
  policy('HV-0101-ISA', 'Stocks & Shares ISA', 'Northgate Life'),
  policy('HV-0102-SIPP', 'Self-Invested Personal Pension', 'Albion Platform'),
  policy('HV-0103-BOND', 'Investment Bond', 'Kestrel Investments'),
  policy('HV-0104-GIA', 'General Investment Account', 'Thistle Pensions'),
];

describe('portfolio total', () => {
  it('leaves out a policy emptied after its last valuation (closed): it holds nothing now', () => {
    const items = [{ uuid: 'isa' }, { uuid: 'old-pension' }, { uuid: 'sipp' }];
    const values = [
      { value: 10_000, currency: 'GBP' },
      { value: 19_500, currency: 'GBP' },
      { value: 40_000, currency: 'GBP' },
    ];
    expect(portfolioTotals(openValuations(items, values, new Set(['old-pension'])))).toEqual([
      { currency: 'GBP', value: 50_000, count: 2 },
    ]);
    expect(portfolioTotals(openValuations(items, values, new Set()))[0]!.value).toBe(69_500);
  });

  it('adds up the latest valuations, to the penny', () => {
    expect(
      portfolioTotals([
        { value: 0.1, currency: 'GBP' },
        { value: 0.2, currency: 'GBP' },
        { value: 125_000.55, currency: 'GBP' },
      ]),
    ).toEqual([{ currency: 'GBP', value: 125_000.85, count: 3 }]);
  });

  it('skips valuations not loaded and never adds different currencies; pounds come first', () => {
    expect(
      portfolioTotals([
        { value: 10, currency: 'USD' },
        undefined,
        { value: 5, currency: 'GBP' },
        { value: 2.5, currency: 'EUR' },
        { value: 1, currency: 'USD' },
      ]),
    ).toEqual([
      { currency: 'GBP', value: 5, count: 1 },
      { currency: 'EUR', value: 2.5, count: 1 },
      { currency: 'USD', value: 11, count: 2 },
    ]);
  });

  it('is empty with no valuations', () => {
    expect(portfolioTotals([])).toEqual([]);
    expect(portfolioTotals([undefined, undefined])).toEqual([]);
  });
});

describe('search', () => {
  const refs = (query: string) => filterPolicies(POLICIES, query).map((p) => p.reference);

  it('keeps every policy for a blank query', () => {
    expect(refs('')).toHaveLength(4);
    expect(refs('   ')).toHaveLength(4);
  });
  it('matches the reference, the product type or the provider, in any case', () => {
    expect(refs('hv-0103')).toEqual(['HV-0103-BOND']);
    expect(refs('PENSION')).toEqual(['HV-0102-SIPP', 'HV-0104-GIA']); // product type, provider
    expect(refs('northgate')).toEqual(['HV-0101-ISA']);
    expect(refs('isa')).toEqual(['HV-0101-ISA']);
  });
  it('needs every word, in any order, and ignores extra spaces and accents', () => {
    expect(refs('bond  kestrel')).toEqual(['HV-0103-BOND']);
    expect(refs('bond northgate')).toEqual([]);
    expect(refs('Albión')).toEqual(['HV-0102-SIPP']);
  });
  it('finds nothing for a query that matches nothing', () => {
    expect(refs('zzz')).toEqual([]);
  });
});

describe('graph ranges', () => {
  it('map 3m, 6m, 1y and 2y to the API date ranges, in order', () => {
    expect(GRAPH_RANGES.map((r) => [r.label, r.range])).toEqual([
      ['3m', 'three_months'],
      ['6m', 'six_months'],
      ['1y', 'one_year'],
      ['2y', 'two_years'],
    ]);
    expect(GRAPH_RANGES.map((r) => r.range)).toEqual([...DATE_RANGES]);
  });
  it('read a label (from the address) and fall back to the default', () => {
    expect(rangeOfLabel('3m')).toBe('three_months');
    expect(rangeOfLabel('2y')).toBe('two_years');
    expect(rangeOfLabel('5y')).toBe(DEFAULT_RANGE);
    expect(rangeOfLabel(null)).toBe('one_year');
    expect(graphRange('six_months').name).toBe('6 months');
  });
});

describe('the policy view’s periods', () => {
  it('are SPEC’s four ranges only, each named in the address by its label', () => {
    expect(GRAPH_RANGES.map((r) => graphRangeOf(r.label))).toEqual([...DATE_RANGES]);
    expect(graphRangeOf('start')).toBeNull();
    expect(graphRangeOf('5y')).toBeNull();
    expect(graphRangeOf(null)).toBeNull();
    expect(isDateRange('one_year')).toBe(true);
    expect(isDateRange('since_start')).toBe(false);
    expect(isDateRange('tax_year')).toBe(false);
  });
});
