import type { TableQuery } from '@sextant/contracts/admin';
import type { AdminProviderSort } from '@sextant/contracts/admin-providers';
import { type AnyColumn, and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  dueDiligencePanelEntries,
  dueDiligenceProviderReports,
  policies,
  providers,
} from '@/db/schema/index';
import { containsPattern, pageWindow, sortedBy, totalRows } from '@/db/table';

// Written out in full: in a select list Drizzle leaves column names unqualified, and "id" would then
// name the counted table's own column.
const policyCount = sql<number>`(select cast(count(*) as integer) from "policies" where "policies"."provider_id" = "providers"."id")`;
const panelCount = sql<number>`(select cast(count(*) as integer) from "due_diligence_panel_entries" where "due_diligence_panel_entries"."provider_id" = "providers"."id")`;

const columns = {
  id: providers.id,
  name: providers.name,
  description: providers.description,
  website: providers.website,
  logo: providers.logo,
  createdAt: providers.createdAt,
  policyCount,
  panelCount,
};
export type ProviderRow = {
  id: string;
  name: string;
  description: string;
  website: string | null;
  logo: string | null;
  createdAt: Date;
  policyCount: number;
  panelCount: number;
};

const SORT_COLUMNS: Record<AdminProviderSort, AnyColumn> = {
  name: providers.name,
  created_at: providers.createdAt,
};

/** One page of the firm's providers, with the policies held with each and the panels they are on. */
export async function listProviders(db: Database, firmId: string, query: TableQuery<AdminProviderSort>) {
  const where = and(
    eq(providers.firmId, firmId),
    query.q ? ilike(providers.name, containsPattern(query.q)) : undefined,
  );
  const rows = await db
    .select({ ...columns, total: totalRows })
    .from(providers)
    .where(where)
    .orderBy(sortedBy(SORT_COLUMNS[query.sort], query.order), asc(providers.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  return rows as (ProviderRow & { total: number })[];
}

export async function findProvider(db: Database, firmId: string, id: string): Promise<ProviderRow | null> {
  const [row] = await db
    .select(columns)
    .from(providers)
    .where(and(eq(providers.id, id), eq(providers.firmId, firmId)))
    .limit(1);
  return row ?? null;
}

/** Whether another provider of the firm has the name (case-insensitive). */
export async function nameTaken(db: Database, firmId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(
      and(
        eq(providers.firmId, firmId),
        sql`lower(${providers.name}) = lower(${name})`,
        exceptId ? ne(providers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface ProviderValues {
  name: string;
  description: string;
  website: string | null;
  logo: string | null;
}

export async function insertProvider(db: Database, firmId: string, values: ProviderValues) {
  const [row] = await db
    .insert(providers)
    .values({ firmId, ...values })
    .returning({ id: providers.id });
  return row!.id;
}

export async function updateProvider(
  db: Database,
  firmId: string,
  id: string,
  values: Partial<ProviderValues>,
) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(providers)
    .set(values)
    .where(and(eq(providers.id, id), eq(providers.firmId, firmId)));
}

/** Anything that still names the provider: policies, panel entries, provider reports. */
export async function providerInUse(db: Database, id: string) {
  const [row] = await db
    .select({
      policies: sql<number>`(select cast(count(*) as integer) from ${policies} where ${policies.providerId} = ${id})`,
      panels: sql<number>`(select cast(count(*) as integer) from ${dueDiligencePanelEntries} where ${dueDiligencePanelEntries.providerId} = ${id})`,
      reports: sql<number>`(select cast(count(*) as integer) from ${dueDiligenceProviderReports} where ${dueDiligenceProviderReports.providerId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  return { policies: row?.policies ?? 0, panels: row?.panels ?? 0, reports: row?.reports ?? 0 };
}

export async function deleteProvider(db: Database, firmId: string, id: string) {
  await db.delete(providers).where(and(eq(providers.id, id), eq(providers.firmId, firmId)));
}
