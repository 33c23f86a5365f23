import type { PolicyList } from '@sextant/contracts/policies';
import type { Database } from '../../db/client';
import { listClientPolicies } from './repository';

export const policyLinks = (id: string) => ({
  self: { href: `/v1/policy/${id}/view` },
  'valuation-latest': { href: `/v1/policy/${id}/valuation/latest` },
  'valuation-graph': { href: `/v1/policy/${id}/valuation/graph` },
});

export async function listPolicies(db: Database, clientId: string): Promise<PolicyList> {
  const rows = await listClientPolicies(db, clientId);
  return {
    items: rows.map((row) => ({
      uuid: row.id,
      reference: row.reference,
      product_type: row.productType,
      provider: { uuid: row.providerId, name: row.providerName },
      start_date: row.startDate,
      currency: row.currency,
      _links: policyLinks(row.id),
    })),
  };
}
