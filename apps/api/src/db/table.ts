import type { TableQuery } from '@sextant/contracts/admin';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/** LIMIT and OFFSET of a back-office table's page. */
export const pageWindow = (query: Pick<TableQuery, 'page' | 'per_page'>) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});

/** ORDER BY the column a table sorts on, in the order asked for. */
export const sortedBy = (column: AnyColumn | SQL, order: TableQuery['order']) =>
  order === 'asc' ? asc(column) : desc(column);

/** A case-insensitive "contains" pattern for ILIKE, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Rows in all (for the table's pager) beside the page: `count(*) over ()`. */
export const totalRows = sql<number>`cast(count(*) over () as integer)`;

/** A back-office table's page as the API answers it: the rows as items, the total beside them, and where they sit. */
export const tablePage = <Row extends { total: number }, Item>(
  rows: Row[],
  query: Pick<TableQuery, 'page' | 'per_page'>,
  toItem: (row: Row) => Item,
) => ({
  items: rows.map((row) => toItem(row)),
  total: rows[0]?.total ?? 0,
  page: query.page,
  per_page: query.per_page,
});
