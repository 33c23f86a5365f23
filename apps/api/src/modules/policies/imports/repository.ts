import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';

/** Both drivers answer `{ rows }`; the shared Database type does not say so. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The firm's policies with these references, in one query (the references go as one JSON array), with their newest valuation's date. */
export async function policiesByReference(db: Database, firmId: string, references: string[]) {
  if (references.length === 0) return [];
  const result = await db.execute(sql`
    select p.id, p.reference, p.currency, p.start_date::text as start_date, p.first_value_brought_in,
      (select max(v.valued_on)::text from valuations v where v.policy_id = p.id) as latest
    from policies p
    where p.firm_id = ${firmId}
      and p.reference in (select jsonb_array_elements_text(${JSON.stringify(references)}::jsonb))`);
  return rowsOf<{
    id: string;
    reference: string;
    currency: string;
    start_date: string;
    latest: string | null;
    first_value_brought_in: boolean;
  }>(result);
}

const idsOf = (policyIds: string[]) =>
  sql`(select (jsonb_array_elements_text(${JSON.stringify(policyIds)}::jsonb))::uuid)`;

/** Every valuation of these policies, oldest first. */
export async function valuationsOf(db: Database, policyIds: string[]) {
  if (policyIds.length === 0) return [];
  const result = await db.execute(sql`
    select policy_id, valued_on::text as date, value::text as value from valuations
    where policy_id in ${idsOf(policyIds)} order by policy_id, valued_on`);
  return rowsOf<{ policy_id: string; date: string; value: string }>(result);
}

/** Every transaction of these policies, oldest first. */
export async function transactionsOf(db: Database, policyIds: string[]) {
  if (policyIds.length === 0) return [];
  const result = await db.execute(sql`
    select id, policy_id, occurred_on::text as date, type::text as type, amount::text as amount,
      description, reference, occurrence, charge_kind from transactions
    where policy_id in ${idsOf(policyIds)} order by policy_id, occurred_on, created_at`);
  return rowsOf<StoredTransaction>(result);
}

export interface StoredTransaction {
  id: string;
  policy_id: string;
  date: string;
  type: string;
  amount: string;
  description: string;
  reference: string | null;
  occurrence: number;
  charge_kind: string | null;
}

/** A transaction row as an import writes it. */
export interface TransactionRow {
  policy_id: string;
  occurred_on: string;
  type: string;
  amount: string;
  currency: string;
  description: string;
  reference: string | null;
  occurrence: number;
  /** A charge's kind; null leaves it to the table's trigger (`other` on a charge, null on the rest). */
  charge_kind: string | null;
}

/**
 * Inserts transactions in one statement, the rows going as one JSON parameter (a description may hold any
 * text). The identity keys stop a transaction stored twice: a clash fails the statement, and the import with it.
 */
export async function insertTransactions(
  db: Database,
  rows: TransactionRow[],
  source: 'statement' | 'manual',
) {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    insert into transactions (policy_id, occurred_on, type, amount, currency, source, description, reference, occurrence, charge_kind)
    select policy_id, occurred_on, type, amount, currency, ${source}::valuation_source, description, reference, occurrence, charge_kind
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(policy_id uuid, occurred_on date,
      type transaction_type, amount numeric, currency text, description text, reference text, occurrence integer,
      charge_kind text)
    returning id`);
  return rowsOf<{ id: string }>(result).length;
}

/**
 * Rewrites transactions the provider changed (known by their reference, or a charge's kind restated) in one
 * statement. A null kind keeps the stored one (a file without the column states none); the table's trigger
 * drops it from a row that is no longer a charge and makes a new charge `other`.
 */
export async function updateTransactions(
  db: Database,
  rows: (Omit<TransactionRow, 'policy_id' | 'reference' | 'occurrence'> & { id: string })[],
  source: 'statement' | 'manual',
  now: Date,
) {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    update transactions set occurred_on = t.occurred_on, type = t.type, amount = t.amount, currency = t.currency,
      description = t.description, charge_kind = coalesce(t.charge_kind, transactions.charge_kind),
      source = ${source}::valuation_source, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(id uuid, occurred_on date, type transaction_type,
      amount numeric, currency text, description text, charge_kind text)
    where transactions.id = t.id
    returning transactions.id`);
  return rowsOf<{ id: string }>(result).length;
}

export interface ValuationBatch {
  policyIds: string[];
  dates: string[];
  values: string[];
  currencies: string[];
}

/**
 * Writes a batch of valuations in one statement: each column goes as one text parameter (ids, dates,
 * amounts and codes hold no line break), unnested into rows. A (policy, date) already stored is updated
 * only when its value or currency differs; `xmax = 0` tells a new row from an updated one, and a row
 * left alone is not returned at all.
 */
export async function upsertValuations(db: Database, batch: ValuationBatch, source: 'statement' | 'manual') {
  const join = (items: string[]) => items.join('\n');
  const result = await db.execute(sql`
    with input as (
      select * from unnest(
        string_to_array(${join(batch.policyIds)}, E'\\n')::uuid[],
        string_to_array(${join(batch.dates)}, E'\\n')::date[],
        string_to_array(${join(batch.values)}, E'\\n')::numeric[],
        string_to_array(${join(batch.currencies)}, E'\\n')::text[]
      ) as t(policy_id, valued_on, value, currency)
    ), written as (
      insert into valuations (policy_id, valued_on, value, currency, source)
      select policy_id, valued_on, value, currency, ${source}::valuation_source from input
      on conflict (policy_id, valued_on) do update
        set value = excluded.value, currency = excluded.currency, source = excluded.source
        where valuations.value is distinct from excluded.value
          or valuations.currency is distinct from excluded.currency
      returning (xmax = 0) as inserted
    )
    select cast(count(*) filter (where inserted) as integer) as inserted,
           cast(count(*) filter (where not inserted) as integer) as updated
    from written`);
  const [row] = rowsOf<{ inserted: number; updated: number }>(result);
  return { inserted: Number(row?.inserted ?? 0), updated: Number(row?.updated ?? 0) };
}

/** Runs the work in one transaction: every batch is written, or none. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
