import type { PolicySummary } from '@sextant/contracts/policies';
import { queryOptions } from '@tanstack/react-query';
import { getLink } from '@/shared/http/api';

/** The policy's `_links['valuation-latest']`: its latest valuation (`uuid` is the policy's id). */
export const getLatestValuation = (href: string) => getLink('/policy/{id}/valuation/latest', href);

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
