import type { TransactionExportQuery, TransactionQuery } from '@sextant/contracts/money';
import type { ValuationSource } from '@sextant/contracts/policies';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { preparedFor } from '@/db/prepared';
import { policies, providers, transactions, valuations } from '@/db/schema/index';
import { pageWindow, totalRows } from '@/db/table';
import { wholePence } from './calc/pence';

/**
 * What the figures need of a policy's whole ledger when they read only a period's part (calc/track.ts): its
 * first valuation, first flow and last transfer out or withdrawal — each one probe of a (policy, date) key.
 */
const firstValuation = sql<
  string | null
>`(select array[${valuations.valuedOn}::text, ${valuations.value}::text]::text from ${valuations} where ${valuations.policyId} = ${policies.id} order by ${valuations.valuedOn} limit 1)`;
const firstFlowOn = sql<
  string | null
>`(select min(${transactions.occurredOn})::text from ${transactions} where ${transactions.policyId} = ${policies.id})`;
const lastOutflowOn = sql<
  string | null
>`(select max(${transactions.occurredOn})::text from ${transactions} where ${transactions.policyId} = ${policies.id} and ${transactions.type} in ('transfer_out', 'withdrawal'))`;

const policyColumns = {
  id: policies.id,
  reference: policies.reference,
  currency: policies.currency,
  wrapper: policies.wrapper,
  startDate: policies.startDate,
  providerId: providers.id,
  provider: providers.name,
  firstValuation,
  firstFlowOn,
  lastOutflowOn,
  broughtInMarked: policies.firstValueBroughtIn,
};
export type MoneyPolicyRow = Awaited<ReturnType<typeof clientPolicies>>[number];

/** The client's policies with what the figures need of each (provider, wrapper, start, currency). */
const policiesOfClient = preparedFor((db) =>
  db
    .select(policyColumns)
    .from(policies)
    .innerJoin(providers, eq(providers.id, policies.providerId))
    .where(eq(policies.clientId, sql.placeholder('clientId')))
    .orderBy(asc(policies.reference))
    .prepare('money_client_policies'),
);

export async function clientPolicies(db: Database, clientId: string) {
  return policiesOfClient(db).execute({ clientId });
}

const policyOfClient = preparedFor((db) =>
  db
    .select(policyColumns)
    .from(policies)
    .innerJoin(providers, eq(providers.id, policies.providerId))
    .where(
      and(eq(policies.id, sql.placeholder('policyId')), eq(policies.clientId, sql.placeholder('clientId'))),
    )
    .limit(1)
    .prepare('money_client_policy'),
);

/** The client holding a policy of the firm; null when it is not the firm's (or does not exist). */
export async function firmPolicyClient(db: Database, firmId: string, policyId: string) {
  const [row] = await db
    .select({ clientId: policies.clientId })
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.firmId, firmId)))
    .limit(1);
  return row?.clientId ?? null;
}

/** One of the client's policies; null when it is not theirs (or does not exist). */
export async function clientPolicy(db: Database, clientId: string, policyId: string) {
  const [row] = await policyOfClient(db).execute({ clientId, policyId });
  return row ?? null;
}

/**
 * Each policy's opening day for a period from `from`: its latest valuation on or before `from`, one backwards
 * probe of the (policy, date) key (-infinity when it has none: all it has up to the end counts).
 */
const openingDay = sql`coalesce((select max(${valuations.valuedOn}) from ${valuations} where ${valuations.policyId} = ${policies.id} and ${valuations.valuedOn} <= ${sql.placeholder('from')}), '-infinity'::date)`;

/** The column is one of the `policyIds` placeholder's ids: one prepared statement for any number of them. */
const anyOf = (column: typeof policies.id) => sql`${column} = any(${sql.placeholder('policyIds')}::uuid[])`;

/** The text of a PostgreSQL array of dates or numerics ('{2026-01-01,2026-01-02}'): no element is quoted. */
const arrayItems = (text: string) => (text === '{}' ? [] : text.slice(1, -1).split(','));

/**
 * Valuations of the policies from each one's latest on or before `from` up to `to`: one range scan of the
 * (policy, date) key each, answered as one row a policy (its dates and values in whole pence as arrays,
 * oldest first) with the source of the last (one probe). A row a valuation cost ten times as much on PGlite,
 * the protocol's per-row work. Each policy aggregated on its own (a lateral subquery) rather than one join
 * grouped: the prepared join's generic plan sorted all 36,530 rows of 10 policies × 10 years twice; and values
 * as pence rather than numeric text, dear to make and parse: 148 → 54–75 ms on PGlite, 76 → 54 ms on
 * PostgreSQL (ADR 0006, "First answers").
 */
const valuationsOfPolicies = preparedFor((db) => {
  const series = sql`lateral (
    select array_agg(${valuations.valuedOn} order by ${valuations.valuedOn})::text as dates,
      array_agg((${valuations.value} * 100)::bigint order by ${valuations.valuedOn})::text as pence
    from ${valuations}
    where ${valuations.policyId} = ${policies.id}
      and ${valuations.valuedOn} >= ${openingDay}
      and ${valuations.valuedOn} <= ${sql.placeholder('to')}
  ) as series`;
  return db
    .select({
      policyId: sql<string>`${policies.id}`,
      dates: sql<string | null>`series.dates`,
      pence: sql<string | null>`series.pence`,
      latestSource: sql<ValuationSource | null>`(select ${valuations.source} from ${valuations} where ${valuations.policyId} = ${policies.id} and ${valuations.valuedOn} <= ${sql.placeholder('to')} order by ${valuations.valuedOn} desc limit 1)`,
    })
    .from(sql`${policies} cross join ${series}`)
    .where(and(anyOf(policies.id), sql`series.dates is not null`))
    .prepare('money_valuations_between');
});

export async function valuationsBetween(db: Database, policyIds: string[], from: string, to: string) {
  if (policyIds.length === 0) return [];
  const rows = await valuationsOfPolicies(db).execute({ policyIds, from, to });
  return rows.map((row) => ({
    policyId: row.policyId,
    dates: arrayItems(row.dates!),
    pence: arrayItems(row.pence!).map(wholePence),
    latestSource: row.latestSource!,
  }));
}
export type ValuationSeries = Awaited<ReturnType<typeof valuationsBetween>>[number];

/** Each policy's latest valuation (allocation, provenance): one backwards probe of the key each. */
export async function latestValuations(db: Database, policyIds: string[]) {
  if (policyIds.length === 0) return [];
  const latest = db
    .select({ date: valuations.valuedOn, value: valuations.value, source: valuations.source })
    .from(valuations)
    .where(eq(valuations.policyId, policies.id))
    .orderBy(desc(valuations.valuedOn))
    .limit(1)
    .as('latest');
  return db
    .select({ policyId: policies.id, date: latest.date, value: latest.value, source: latest.source })
    .from(policies)
    .innerJoinLateral(latest, sql`true`)
    .where(inArray(policies.id, policyIds));
}

const flowColumns = {
  id: transactions.id,
  policyId: transactions.policyId,
  date: transactions.occurredOn,
  type: transactions.type,
  amount: transactions.amount,
  reference: transactions.reference,
  description: transactions.description,
  chargeKind: transactions.chargeKind,
};
/** A flow as the calculations read it (flowsInWindow's row); only the costs read a charge's kind. */
type FlowRow = Omit<Awaited<ReturnType<typeof flowsInWindow>>[number], 'chargeKind'>;

/**
 * Flows of the policies dated from each one's latest valuation on or before `from` (a flow on that day is
 * already inside it; the calculation decides) up to `to`, oldest first: one row a policy, its flows as a JSON
 * array of arrays (amounts as text, so exact). PGlite's per-row work made a row a flow dear: 1,610 flows
 * 31–43 ms → 14 ms, a policy of 51,600 flows 1,240–1,410 ms → 340–460 ms. PostgreSQL's rows are cheap and its
 * JSON is not: 12 → 15 ms, and 250–270 → 415 ms (ADR 0006, "First answers").
 */
const flowsOfPolicies = preparedFor((db) => {
  const flows = sql`lateral (
    select json_agg(json_build_array(${transactions.id}, ${transactions.occurredOn}, ${transactions.type},
        ${transactions.amount}::text, ${transactions.reference}, ${transactions.description})
      order by ${transactions.occurredOn}, ${transactions.id})::text as flows
    from ${transactions}
    where ${transactions.policyId} = ${policies.id}
      and ${transactions.occurredOn} >= ${openingDay}
      and ${transactions.occurredOn} <= ${sql.placeholder('to')}
  ) as flows`;
  return db
    .select({ policyId: sql<string>`${policies.id}`, flows: sql<string>`flows.flows` })
    .from(sql`${policies} cross join ${flows}`)
    .where(and(anyOf(policies.id), sql`flows.flows is not null`))
    .prepare('money_flows_between');
});

type FlowCells = [string, string, FlowRow['type'], string, string | null, string];

export async function flowsBetween(
  db: Database,
  policyIds: string[],
  from: string,
  to: string,
): Promise<FlowRow[]> {
  if (policyIds.length === 0) return [];
  const rows = await flowsOfPolicies(db).execute({ policyIds, from, to });
  return rows.flatMap(({ policyId, flows }) =>
    (JSON.parse(flows) as FlowCells[]).map(([id, date, type, amount, reference, description]) => ({
      id,
      policyId,
      date,
      type,
      amount,
      reference,
      description,
    })),
  );
}

/** Flows of the policies dated in a window (a tax year and what belongs to it), oldest first. */
export async function flowsInWindow(db: Database, policyIds: string[], from: string, to: string) {
  if (policyIds.length === 0) return [];
  return db
    .select(flowColumns)
    .from(transactions)
    .where(
      and(
        inArray(transactions.policyId, policyIds),
        gte(transactions.occurredOn, from),
        lte(transactions.occurredOn, to),
      ),
    )
    .orderBy(asc(transactions.occurredOn), asc(transactions.policyId), asc(transactions.id));
}

const transactionColumns = {
  id: transactions.id,
  date: transactions.occurredOn,
  type: transactions.type,
  amount: transactions.amount,
  currency: transactions.currency,
  source: transactions.source,
  description: transactions.description,
  reference: transactions.reference,
  charge_kind: transactions.chargeKind,
};

function transactionFilter(policyId: string, filter: TransactionExportQuery): SQL | undefined {
  return and(
    eq(transactions.policyId, policyId),
    filter.type ? eq(transactions.type, filter.type) : undefined,
    filter.from ? gte(transactions.occurredOn, filter.from) : undefined,
    filter.to ? lte(transactions.occurredOn, filter.to) : undefined,
  );
}

/** A page of a policy's transactions, newest first, with the count of all that match. */
export async function transactionPage(db: Database, policyId: string, query: TransactionQuery) {
  return db
    .select({ ...transactionColumns, total: totalRows })
    .from(transactions)
    .where(transactionFilter(policyId, query))
    .orderBy(desc(transactions.occurredOn), desc(transactions.createdAt), desc(transactions.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
}

/** Every transaction of a policy that matches, oldest first (the export). */
export async function transactionsOf(db: Database, policyId: string, filter: TransactionExportQuery) {
  return db
    .select(transactionColumns)
    .from(transactions)
    .where(transactionFilter(policyId, filter))
    .orderBy(asc(transactions.occurredOn), asc(transactions.createdAt), asc(transactions.id));
}

/** The statement's lines: every valuation of the client's policies between two dates, oldest first. */
export async function statementValuations(db: Database, clientId: string, from: string, to: string) {
  return db
    .select({
      policyId: valuations.policyId,
      date: valuations.valuedOn,
      value: valuations.value,
      currency: valuations.currency,
      source: valuations.source,
    })
    .from(valuations)
    .innerJoin(policies, eq(policies.id, valuations.policyId))
    .where(and(eq(policies.clientId, clientId), gte(valuations.valuedOn, from), lte(valuations.valuedOn, to)))
    .orderBy(asc(valuations.valuedOn), asc(policies.reference));
}

/** The statement's other lines: every transaction of the client's policies between two dates, oldest first. */
export async function statementTransactions(db: Database, clientId: string, from: string, to: string) {
  return db
    .select({ policyId: transactions.policyId, ...transactionColumns })
    .from(transactions)
    .innerJoin(policies, eq(policies.id, transactions.policyId))
    .where(
      and(
        eq(policies.clientId, clientId),
        gte(transactions.occurredOn, from),
        lte(transactions.occurredOn, to),
      ),
    )
    .orderBy(asc(transactions.occurredOn), asc(policies.reference), asc(transactions.id));
}
