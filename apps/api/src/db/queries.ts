import { type AnyColumn, Column, getTableName, is, type SQL, sql } from 'drizzle-orm';

/**
 * A column named with its table. Drizzle leaves columns unqualified in a select from one table, and
 * inside the subquery below an unqualified "id" or "firm_id" would name the columns of terms_versions.
 */
const qualified = (ref: AnyColumn | SQL) =>
  is(ref, Column) ? sql`${sql.identifier(getTableName(ref.table))}.${sql.identifier(ref.name)}` : ref;

/**
 * True when the user has accepted the firm's latest terms version (or the firm has none yet).
 * Shared by the session guard and sign-in, so both read acceptance the same way.
 */
export function latestTermsAccepted(userId: AnyColumn | SQL, firmId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`coalesce((
    select exists (
      select 1 from terms_acceptances ta where ta.user_id = ${qualified(userId)} and ta.terms_version_id = tv.id
    )
    from terms_versions tv where tv.firm_id = ${qualified(firmId)} order by tv.version desc limit 1
  ), true)`;
}

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`), typed as the query's select list. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
