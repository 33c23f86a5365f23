import type { TableQuery } from '@sextant/contracts/admin';
import type { TransactionSort } from '@sextant/contracts/admin-transactions';
import type { TransactionType } from '@sextant/contracts/money';
import { and, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { policies, transactions } from '@/db/schema/index';
import { containsPattern, pageWindow, sortedBy, totalRows } from '@/db/table';

/** The firm's policy, as a transaction needs it. */
export async function policyOfFirm(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select({ id: policies.id, reference: policies.reference, currency: policies.currency })
    .from(policies)
    .where(and(eq(policies.id, id), eq(policies.firmId, firmId)))
    .limit(1);
  return row ?? null;
}

const SORT_COLUMNS = { date: transactions.occurredOn, amount: transactions.amount } as const;

export async function listTransactions(
  db: Database,
  policyId: string,
  query: TableQuery<TransactionSort> & { type?: TransactionType | undefined },
) {
  const pattern = query.q ? containsPattern(query.q) : null;
  return db
    .select({ transaction: transactions, total: totalRows })
    .from(transactions)
    .where(
      and(
        eq(transactions.policyId, policyId),
        query.type ? eq(transactions.type, query.type) : undefined,
        pattern
          ? or(ilike(transactions.description, pattern), ilike(transactions.reference, pattern))
          : undefined,
      ),
    )
    .orderBy(
      sortedBy(SORT_COLUMNS[query.sort], query.order),
      desc(transactions.occurredOn),
      desc(transactions.createdAt),
    )
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
}

/** A transaction of one of the firm's policies. */
export async function findTransaction(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select({ transaction: transactions })
    .from(transactions)
    .innerJoin(policies, eq(policies.id, transactions.policyId))
    .where(and(eq(transactions.id, id), eq(policies.firmId, firmId)))
    .limit(1);
  return row?.transaction ?? null;
}
export type TransactionRecord = typeof transactions.$inferSelect;

/** Whether another of the policy's transactions has this reference. */
export async function referenceTaken(db: Database, policyId: string, reference: string, except?: string) {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.policyId, policyId),
        eq(transactions.reference, reference),
        except ? ne(transactions.id, except) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The occurrence a transaction without a reference takes: one past the equal ones the policy has. */
export async function nextOccurrence(
  db: Database,
  policyId: string,
  identity: { occurredOn: string; type: TransactionType; amount: string; description: string },
) {
  const [row] = await db
    .select({ last: sql<number | null>`max(${transactions.occurrence})` })
    .from(transactions)
    .where(
      and(
        eq(transactions.policyId, policyId),
        isNull(transactions.reference),
        eq(transactions.occurredOn, identity.occurredOn),
        eq(transactions.type, identity.type),
        sql`${transactions.amount} = ${identity.amount}::numeric`,
        eq(transactions.description, identity.description),
      ),
    );
  return Number(row?.last ?? 0) + 1;
}

export async function insertTransaction(db: Database, values: typeof transactions.$inferInsert) {
  const [row] = await db.insert(transactions).values(values).returning();
  return row!;
}

export async function updateTransaction(
  db: Database,
  id: string,
  values: Partial<typeof transactions.$inferInsert>,
) {
  const [row] = await db.update(transactions).set(values).where(eq(transactions.id, id)).returning();
  return row!;
}

export async function deleteTransaction(db: Database, id: string) {
  await db.delete(transactions).where(eq(transactions.id, id));
}
