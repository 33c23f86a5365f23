import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';

/** Both drivers answer `{ rows }`; the shared Database type does not say so. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The firm's policies with these references, in one query (the references go as one JSON array). */
export async function policiesByReference(db: Database, firmId: string, references: string[]) {
  if (references.length === 0) return [];
  const result = await db.execute(sql`
    select p.id, p.reference, p.currency from policies p
    where p.firm_id = ${firmId}
      and p.reference in (select jsonb_array_elements_text(${JSON.stringify(references)}::jsonb))`);
  return rowsOf<{ id: string; reference: string; currency: string }>(result);
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
