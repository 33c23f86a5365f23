import type { TableQuery } from '@sextant/contracts/admin';
import type { PolicySort, ValuationSort } from '@sextant/contracts/admin-policies';
import type { Wrapper } from '@sextant/contracts/money';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { fullName, nameOrEmailContains, surnameFirst } from '@/db/name-search';
import { policies, providers, users, valuations } from '@/db/schema/index';
import { containsPattern, pageWindow, sortedBy, totalRows } from '@/db/table';

const clientName = fullName(users);
/** The newest valuation of the row's policy: one probe of the (policy, date) key each. */
const latestDate = sql<
  string | null
>`(select v.valued_on from valuations v where v.policy_id = policies.id order by v.valued_on desc limit 1)`;
const latestValue = sql<
  string | null
>`(select v.value from valuations v where v.policy_id = policies.id order by v.valued_on desc limit 1)`;
const latestCurrency = sql<
  string | null
>`(select v.currency from valuations v where v.policy_id = policies.id order by v.valued_on desc limit 1)`;

const columns = {
  id: policies.id,
  reference: policies.reference,
  productType: policies.productType,
  startDate: policies.startDate,
  currency: policies.currency,
  wrapper: policies.wrapper,
  firstValueBroughtIn: policies.firstValueBroughtIn,
  createdAt: policies.createdAt,
  clientId: users.id,
  clientName,
  clientEmail: users.email,
  providerId: providers.id,
  providerName: providers.name,
  latestDate,
  latestValue,
  latestCurrency,
};

const SORT_COLUMNS: Record<PolicySort, SQL | typeof policies.reference> = {
  reference: policies.reference,
  client: surnameFirst(users),
  provider: sql`lower(${providers.name})`,
  start_date: sql`${policies.startDate}`,
  latest_value: latestValue,
};

export async function listPolicies(
  db: Database,
  firmId: string,
  query: TableQuery<PolicySort> & { client?: string | undefined },
) {
  const pattern = query.q ? containsPattern(query.q) : null;
  return db
    .select({ ...columns, total: totalRows })
    .from(policies)
    .innerJoin(users, eq(users.id, policies.clientId))
    .innerJoin(providers, eq(providers.id, policies.providerId))
    .where(
      and(
        eq(policies.firmId, firmId),
        query.client ? eq(policies.clientId, query.client) : undefined,
        pattern
          ? or(ilike(policies.reference, pattern), ilike(clientName, pattern), ilike(providers.name, pattern))
          : undefined,
      ),
    )
    .orderBy(sortedBy(SORT_COLUMNS[query.sort], query.order), asc(policies.reference))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
}
export type AdminPolicyRow = Awaited<ReturnType<typeof findPolicy>> & {};

export async function findPolicy(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(policies)
    .innerJoin(users, eq(users.id, policies.clientId))
    .innerJoin(providers, eq(providers.id, policies.providerId))
    .where(and(eq(policies.id, id), eq(policies.firmId, firmId)))
    .limit(1);
  return row ?? null;
}

export async function countValuations(db: Database, policyId: string) {
  const [row] = await db.select({ n: count() }).from(valuations).where(eq(valuations.policyId, policyId));
  return Number(row?.n ?? 0);
}

/** The firm's policy with this reference, if any. */
export async function policyIdByReference(db: Database, firmId: string, reference: string) {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.firmId, firmId), eq(policies.reference, reference)))
    .limit(1);
  return row?.id ?? null;
}

/** The currencies the policy's valuations are in. */
export async function valuationCurrencies(db: Database, policyId: string) {
  const rows = await db
    .selectDistinct({ currency: valuations.currency })
    .from(valuations)
    .where(eq(valuations.policyId, policyId));
  return rows.map((row) => row.currency);
}

export type PolicyValues = {
  clientId: string;
  providerId: string;
  reference: string;
  productType: string;
  startDate: string;
  currency: string;
  wrapper: Wrapper;
  firstValueBroughtIn: boolean;
};

export async function insertPolicy(db: Database, firmId: string, values: PolicyValues, now: Date) {
  const [row] = await db
    .insert(policies)
    .values({ firmId, ...values, createdAt: now })
    .returning({ id: policies.id });
  return row!.id;
}

export async function updatePolicy(db: Database, firmId: string, id: string, values: Partial<PolicyValues>) {
  await db
    .update(policies)
    .set(values)
    .where(and(eq(policies.id, id), eq(policies.firmId, firmId)));
}

const VALUATION_SORT_COLUMNS = { date: valuations.valuedOn, value: valuations.value } as const;

export async function listValuations(db: Database, policyId: string, query: TableQuery<ValuationSort>) {
  return db
    .select({
      date: valuations.valuedOn,
      value: valuations.value,
      currency: valuations.currency,
      source: valuations.source,
      total: totalRows,
    })
    .from(valuations)
    .where(eq(valuations.policyId, policyId))
    .orderBy(sortedBy(VALUATION_SORT_COLUMNS[query.sort], query.order), desc(valuations.valuedOn))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
}

/** The pickers of the policy form: active clients matching the text, and the firm's providers. */
export async function policyOptions(db: Database, firmId: string, q: string | undefined) {
  const [clients, providerRows] = await Promise.all([
    db
      .select({ id: users.id, name: clientName, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.firmId, firmId),
          eq(users.role, 'client'),
          eq(users.active, true),
          nameOrEmailContains(users, q),
        ),
      )
      .orderBy(asc(users.surname), asc(users.firstName))
      .limit(20),
    db
      .select({ id: providers.id, name: providers.name })
      .from(providers)
      .where(eq(providers.firmId, firmId))
      .orderBy(asc(providers.name))
      .limit(500),
  ]);
  return { clients, providers: providerRows };
}
