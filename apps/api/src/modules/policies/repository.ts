import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { policies, providers } from '../../db/schema/index';

export async function listClientPolicies(db: Database, clientId: string) {
  return db
    .select({
      id: policies.id,
      reference: policies.reference,
      productType: policies.productType,
      startDate: policies.startDate,
      currency: policies.currency,
      providerId: providers.id,
      providerName: providers.name,
    })
    .from(policies)
    .innerJoin(providers, eq(providers.id, policies.providerId))
    .where(eq(policies.clientId, clientId))
    .orderBy(asc(policies.reference));
}
