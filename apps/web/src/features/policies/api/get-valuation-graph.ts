import type { DateRange, PolicySummary } from '@sextant/contracts/policies';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getLink } from '@/shared/http/api';

/** The policy's `_links['valuation-graph']` with `?date_range=` (SPEC §7). */
export const getValuationGraph = (href: string, range: DateRange) =>
  getLink('/policy/{id}/valuation/graph', href, { date_range: range });

/** While another range loads, the graph shown stays (placeholder) instead of blinking to a skeleton. */
export const valuationGraphQuery = (policy: Pick<PolicySummary, 'uuid' | '_links'>, range: DateRange) =>
  queryOptions({
    queryKey: ['valuation-graph', policy.uuid, range],
    queryFn: () => getValuationGraph(policy._links['valuation-graph'].href, range),
    placeholderData: keepPreviousData,
  });
