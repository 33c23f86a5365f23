import type { DateRange, PolicySummary, ValuationGraph } from '@sextant/contracts/policies';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { apiPath } from '../valuation';

/** GET the policy's `_links['valuation-graph']` with `?date_range=` (SPEC §7). */
export const getValuationGraph = (href: string, range: DateRange) =>
  http.get<ValuationGraph>(`${apiPath(href)}?date_range=${range}`);

/** While another range loads, the graph shown stays (placeholder) instead of blinking to a skeleton. */
export const valuationGraphQuery = (policy: Pick<PolicySummary, 'uuid' | '_links'>, range: DateRange) =>
  queryOptions({
    queryKey: ['valuation-graph', policy.uuid, range],
    queryFn: () => getValuationGraph(policy._links['valuation-graph'].href, range),
    placeholderData: keepPreviousData,
  });
