import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { preparedFor } from '@/db/prepared';
import { rowsOf } from '@/db/queries';
import { policies, providers, sessions, users, valuations } from '@/db/schema/index';
import type { SessionQuery } from '@/plugins/auth';
import { liveSessionWhere, sessionColumns, sessionOf } from '@/shared/sessions/repository';

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

/** The client's policies (every client call's list), prepared once: one with a provider filter, one without. */
const clientPolicies = preparedFor((db) =>
  db
    .select(policyColumns)
    .from(policies)
    .innerJoin(providers, eq(providers.id, policies.providerId))
    .where(eq(policies.clientId, sql.placeholder('clientId')))
    .orderBy(asc(policies.reference))
    .prepare('client_policies'),
);
const clientPoliciesOfProvider = preparedFor((db) =>
  db
    .select(policyColumns)
    .from(policies)
    .innerJoin(providers, eq(providers.id, policies.providerId))
    .where(
      and(
        eq(policies.clientId, sql.placeholder('clientId')),
        eq(policies.providerId, sql.placeholder('providerId')),
      ),
    )
    .orderBy(asc(policies.reference))
    .prepare('client_policies_of_provider'),
);

/**
 * GET /v1/policy's one statement: the live session (its columns on every row) and its user's policies, so
 * the guard and the list take one round trip. No row: no live session. One row without a policy: none yet.
 */
const policiesWithSession = preparedFor((db) =>
  db
    .select({ ...sessionColumns, ...policyColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(policies, eq(policies.clientId, users.id))
    .leftJoin(providers, eq(providers.id, policies.providerId))
    .where(liveSessionWhere)
    .orderBy(asc(policies.reference))
    .prepare('client_policies_with_session'),
);

export const clientPoliciesWithSession: SessionQuery = async (db, lookup) => {
  const rows = await policiesWithSession(db).execute(lookup);
  const first = rows[0];
  if (!first) return { session: null, data: [] };
  return {
    session: sessionOf(first),
    data: rows.filter((row) => row.id !== null) as PolicyRow[],
  };
};

/** The client's policies, optionally with one provider only. */
export async function listClientPolicies(db: Database, clientId: string, providerId?: string) {
  return providerId
    ? clientPoliciesOfProvider(db).execute({ clientId, providerId })
    : clientPolicies(db).execute({ clientId });
}

const clientPolicy = preparedFor((db) =>
  db
    .select(policyColumns)
    .from(policies)
    .innerJoin(providers, eq(providers.id, policies.providerId))
    .where(
      and(eq(policies.id, sql.placeholder('policyId')), eq(policies.clientId, sql.placeholder('clientId'))),
    )
    .limit(1)
    .prepare('client_policy'),
);

export async function findClientPolicy(db: Database, clientId: string, policyId: string) {
  const [row] = await clientPolicy(db).execute({ clientId, policyId });
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

const latest = preparedFor((db) =>
  db
    .select({
      valuedOn: valuations.valuedOn,
      value: valuations.value,
      currency: valuations.currency,
      source: valuations.source,
    })
    .from(valuations)
    .where(eq(valuations.policyId, sql.placeholder('policyId')))
    .orderBy(desc(valuations.valuedOn))
    .limit(1)
    .prepare('latest_valuation'),
);

/** Newest first through the (policy, date) key: one index probe. */
export async function latestValuation(db: Database, policyId: string) {
  const [row] = await latest(db).execute({ policyId });
  return row ?? null;
}

/**
 * The client's policy and its valuations since `from`, oldest first, in one statement (null when the policy
 * is not the client's). Up to two years of daily rows, read from the covering index and handed over as one
 * JSON array of [date, value] pairs: parsing ~730 rows field by field was most of a two-year graph's CPU.
 */
export async function clientValuationsSince(db: Database, clientId: string, policyId: string, from: string) {
  const result = await db.execute(sql`
    select p.id, p.currency, coalesce((
      select json_agg(json_build_array(v.valued_on, v.value) order by v.valued_on)
      from valuations v where v.policy_id = p.id and v.valued_on >= ${from}
    ), '[]'::json) as points
    from policies p where p.id = ${policyId} and p.client_id = ${clientId}`);
  const [row] = rowsOf<{ id: string; currency: string; points: unknown }>(result);
  if (!row) return null;
  // PGlite hands json over as text; node-postgres parses it.
  const points = (typeof row.points === 'string' ? JSON.parse(row.points) : row.points) as [string, number][];
  return { id: row.id, currency: row.currency, points };
}
