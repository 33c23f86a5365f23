import type { PolicySummary, Valuation } from '@sextant/contracts/policies';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { apiPath } from '../valuation';

/** GET the policy's `_links['valuation-latest']`: its latest valuation (`uuid` is the policy's id). */
export const getLatestValuation = (href: string) => http.get<Valuation>(apiPath(href));

/**
 * One cache entry per policy, keyed by the policy's id (SPEC §3: a valuation is stored under its
 * policy's id). SPEC §4: the entry is replaced on each fetch, never merged with the answer before it.
 */
export const latestValuationQuery = (policy: Pick<PolicySummary, 'uuid' | '_links'>) =>
  queryOptions({
    queryKey: ['valuation', policy.uuid],
    queryFn: () => getLatestValuation(policy._links['valuation-latest'].href),
    structuralSharing: false,
  });
