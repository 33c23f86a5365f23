import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { policies, providers, valuations } from '@/db/schema/index';

const policyColumns = {
  id: policies.id,
  reference: policies.reference,
  productType: policies.productType,
  startDate: policies.startDate,
  currency: policies.currency,
  providerId: providers.id,
  providerName: providers.name,
  providerWebsite: providers.website,
};
export type PolicyRow = Awaited<ReturnType<typeof listClientPolicies>>[number];

/** The client's policies, optionally with one provider only. */
export async function listClientPolicies(db: Database, clientId: string, providerId?: string) {
  return db
    .select(policyColumns)
    .from(policies)
    .innerJoin(providers, eq(providers.id, policies.providerId))
    .where(and(eq(policies.clientId, clientId), providerId ? eq(policies.providerId, providerId) : undefined))
    .orderBy(asc(policies.reference));
}

export async function findClientPolicy(db: Database, clientId: string, policyId: string) {
  const [row] = await db
    .select(policyColumns)
    .from(policies)
    .innerJoin(providers, eq(providers.id, policies.providerId))
    .where(and(eq(policies.id, policyId), eq(policies.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

export async function providerInFirm(db: Database, firmId: string, providerId: string) {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, providerId), eq(providers.firmId, firmId)))
    .limit(1);
  return Boolean(row);
}

/** Newest first through the (policy, date) key: one index probe. */
export async function latestValuation(db: Database, policyId: string) {
  const [row] = await db
    .select({
      valuedOn: valuations.valuedOn,
      value: valuations.value,
      currency: valuations.currency,
      source: valuations.source,
    })
    .from(valuations)
    .where(eq(valuations.policyId, policyId))
    .orderBy(desc(valuations.valuedOn))
    .limit(1);
  return row ?? null;
}

/** A range scan of the (policy, date) key, oldest first. */
export async function valuationsSince(db: Database, policyId: string, from: string) {
  return db
    .select({ date: valuations.valuedOn, value: valuations.value })
    .from(valuations)
    .where(and(eq(valuations.policyId, policyId), gte(valuations.valuedOn, from)))
    .orderBy(asc(valuations.valuedOn));
}
