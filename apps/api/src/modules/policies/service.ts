import type {
  DateRange,
  PolicyDetail,
  PolicySummary,
  Valuation,
  ValuationGraph,
} from '@sextant/contracts/policies';
import { GRAPH_MAX_POINTS } from '@sextant/contracts/policies';
import { hrefOf } from '@sextant/contracts/route';
import { policyRoutes } from '@sextant/contracts/routes/policies';
import type { Database } from '@/db/client';
import { notFound } from '@/shared/errors';
import { londonToday, resolvePeriod } from '@/shared/period';
import * as repo from './repository';

export const policyLinks = (id: string) => ({
  self: { href: hrefOf(policyRoutes.viewPolicy, { id }) },
  'valuation-latest': { href: hrefOf(policyRoutes.latestValuation, { id }) },
  'valuation-graph': { href: hrefOf(policyRoutes.valuationGraph, { id }) },
});

export function toPolicySummary(row: repo.PolicyRow): PolicySummary {
  return {
    uuid: row.id,
    reference: row.reference,
    product_type: row.productType,
    provider: { uuid: row.providerId, name: row.providerName },
    start_date: row.startDate,
    currency: row.currency,
    _links: policyLinks(row.id),
  };
}

/** The SPEC graph's start: the same London calendar as every other figure (31 May − 3 months is 28 February). */
export const rangeStart = (range: DateRange, now: Date): string =>
  resolvePeriod({ range }, londonToday(now), londonToday(now)).from;

/** Evenly spaced points, the first and the newest always kept. */
export function downsample<T>(points: T[], max: number): T[] {
  if (points.length <= max) return points;
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}

export function createPolicyService(db: Database, clock: () => Date) {
  async function ownPolicy(clientId: string, policyId: string) {
    const policy = await repo.findClientPolicy(db, clientId, policyId);
    if (!policy) throw notFound('Policy');
    return policy;
  }

  return {
    /** GET /v1/policy's session query: the session and the client's policies in one statement. */
    listWithSession: repo.clientPoliciesWithSession,

    /** The list from the rows `listWithSession` read. */
    list(rows: repo.PolicyRow[]) {
      return { items: rows.map(toPolicySummary) };
    },

    async view(clientId: string, policyId: string): Promise<PolicyDetail> {
      const row = await ownPolicy(clientId, policyId);
      return {
        ...toPolicySummary(row),
        provider: { uuid: row.providerId, name: row.providerName, website: row.providerWebsite },
      };
    },

    async latest(clientId: string, policyId: string): Promise<Valuation> {
      const policy = await ownPolicy(clientId, policyId);
      const latest = await repo.latestValuation(db, policy.id);
      if (!latest) throw notFound('Valuation');
      return {
        uuid: policy.id,
        policy_reference: policy.reference,
        value: Number(latest.value),
        currency: latest.currency,
        valued_at: latest.valuedOn,
        source: latest.source,
      };
    },

    async graph(clientId: string, policyId: string, range: DateRange): Promise<ValuationGraph> {
      const today = clock();
      const from = rangeStart(range, today);
      // The ownership check and the range in one round trip.
      const policy = await repo.clientValuationsSince(db, clientId, policyId, from);
      if (!policy) throw notFound('Policy');
      return {
        uuid: policy.id,
        date_range: range,
        currency: policy.currency,
        from,
        to: londonToday(today),
        points: downsample(policy.points, GRAPH_MAX_POINTS).map(([date, value]) => ({ date, value })),
      };
    },

    /** The client's policies with one of the firm's providers. */
    async byProvider(clientId: string, firmId: string, providerId: string) {
      if (!(await repo.providerInFirm(db, firmId, providerId))) throw notFound('Provider');
      return { policies: (await repo.listClientPolicies(db, clientId, providerId)).map(toPolicySummary) };
    },
  };
}
export type PolicyService = ReturnType<typeof createPolicyService>;
