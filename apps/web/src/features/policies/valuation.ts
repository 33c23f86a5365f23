import type { DateRange, PolicySummary, Valuation } from '@sextant/contracts/policies';

export interface Total {
  currency: string;
  value: number;
  /** How many valuations make it up. */
  count: number;
}

/**
 * The portfolio's value: the latest valuations summed, one total per currency (pounds first), so
 * amounts in different currencies are never added together. Missing valuations are skipped.
 */
export function portfolioTotals(
  valuations: ReadonlyArray<Pick<Valuation, 'value' | 'currency'> | undefined>,
) {
  const totals = new Map<string, Total>();
  for (const valuation of valuations) {
    if (!valuation) continue;
    const total = totals.get(valuation.currency) ?? { currency: valuation.currency, value: 0, count: 0 };
    // Sum in pence, so a total of many values with pence stays exact.
    total.value = Math.round(total.value * 100 + valuation.value * 100) / 100;
    total.count += 1;
    totals.set(valuation.currency, total);
  }
  return [...totals.values()].sort((a, b) =>
    a.currency === 'GBP' ? -1 : b.currency === 'GBP' ? 1 : a.currency.localeCompare(b.currency),
  );
}

/**
 * The latest valuations of the policies still open, in the list's order: a policy emptied by a transfer out
 * or a withdrawal after its last valuation holds nothing (the period's figures say it closed), so its old value
 * is not in the total, as it is not in the dates the total rests on.
 */
export function openValuations<V>(
  items: readonly { uuid: string }[],
  values: readonly (V | undefined)[],
  closed: ReadonlySet<string>,
): (V | undefined)[] {
  return values.map((value, i) => (closed.has(items[i]?.uuid ?? '') ? undefined : value));
}

/** Lower case, accents removed, spaces collapsed: what the search compares. */
const normalise = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The policies whose reference, product type or provider name contain every word of the query
 * (any case, any order). A blank query keeps them all.
 */
export function filterPolicies<P extends Pick<PolicySummary, 'reference' | 'product_type' | 'provider'>>(
  policies: readonly P[],
  query: string,
): P[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...policies];
  return policies.filter((policy) => {
    const haystack = normalise(`${policy.reference} ${policy.product_type} ${policy.provider.name}`);
    return words.every((word) => haystack.includes(word));
  });
}

export interface GraphRange {
  /** What the button shows. */
  label: string;
  /** What a screen reader says. */
  name: string;
  /** The API's date_range. */
  range: DateRange;
}

/** SPEC §9: the graph's 3m, 6m, 1y and 2y map to the API's date ranges (SPEC §7). */
export const GRAPH_RANGES: readonly GraphRange[] = [
  { label: '3m', name: '3 months', range: 'three_months' },
  { label: '6m', name: '6 months', range: 'six_months' },
  { label: '1y', name: '1 year', range: 'one_year' },
  { label: '2y', name: '2 years', range: 'two_years' },
];

export const DEFAULT_RANGE: DateRange = 'one_year';

/** The API's date_range for a button label ('3m' → 'three_months'); unknown labels get the default. */
export function rangeOfLabel(label: string | null | undefined): DateRange {
  return GRAPH_RANGES.find((r) => r.label === label)?.range ?? DEFAULT_RANGE;
}

export function graphRange(range: DateRange): GraphRange {
  return GRAPH_RANGES.find((r) => r.range === range) ?? GRAPH_RANGES[2]!;
}

/** Whether a period is one of SPEC's four graph ranges (the policy view's periods). */
export const isDateRange = (range: string): range is DateRange => GRAPH_RANGES.some((r) => r.range === range);

/** The range an address's `range` names (SPEC's labels: '3m' …), or null when it names none. */
export function graphRangeOf(param: string | null | undefined): DateRange | null {
  return GRAPH_RANGES.find((r) => r.label === param)?.range ?? null;
}
