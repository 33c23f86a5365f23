import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { reviewSegments, users } from '@/db/schema/index';
import { segmentIdOf } from '@/shared/reviews/repository';

const columns = {
  id: reviewSegments.id,
  name: reviewSegments.name,
  intervalMonths: reviewSegments.intervalMonths,
  description: reviewSegments.description,
  isDefault: reviewSegments.isDefault,
  // Named in full: drizzle writes a bare column name here, which inside the subquery would mean the client's.
  clients: sql<number>`(select count(*)::int from users c
    where c.firm_id = review_segments.firm_id and c.role = 'client' and c.active
      and (c.segment_id = review_segments.id or (c.segment_id is null and review_segments.is_default)))`,
};
export type SegmentRow = Awaited<ReturnType<typeof firmSegments>>[number];

export async function firmSegments(db: Database, firmId: string) {
  return db
    .select(columns)
    .from(reviewSegments)
    .where(eq(reviewSegments.firmId, firmId))
    .orderBy(desc(reviewSegments.isDefault), asc(reviewSegments.intervalMonths), asc(reviewSegments.name));
}

export async function findSegment(db: Database, firmId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(reviewSegments)
    .where(and(eq(reviewSegments.firmId, firmId), eq(reviewSegments.id, id)))
    .limit(1);
  return row ?? null;
}

export interface SegmentValues {
  name: string;
  intervalMonths: number;
  description: string;
}

/** Clears the firm's default so another can take it (one default a firm, by a unique index). */
export async function clearDefault(db: Database, firmId: string) {
  await db
    .update(reviewSegments)
    .set({ isDefault: false })
    .where(and(eq(reviewSegments.firmId, firmId), eq(reviewSegments.isDefault, true)));
}

export async function insertSegment(
  db: Database,
  firmId: string,
  values: SegmentValues & { isDefault: boolean },
) {
  const [row] = await db
    .insert(reviewSegments)
    .values({ firmId, ...values })
    .returning({ id: reviewSegments.id });
  return row!.id;
}

export async function updateSegment(
  db: Database,
  id: string,
  values: SegmentValues & { isDefault: boolean },
) {
  await db.update(reviewSegments).set(values).where(eq(reviewSegments.id, id));
}

export async function deleteSegment(db: Database, id: string) {
  await db.delete(reviewSegments).where(eq(reviewSegments.id, id));
}

/** The client's segment with its interval, as the back office shows it. */
export async function clientSegment(db: Database, clientId: string) {
  const [row] = await db
    .select({
      id: reviewSegments.id,
      name: reviewSegments.name,
      intervalMonths: reviewSegments.intervalMonths,
    })
    .from(reviewSegments)
    .where(eq(reviewSegments.id, segmentIdOf(clientId)))
    .limit(1);
  return row ?? null;
}

export async function setClientSegment(db: Database, clientId: string, segmentId: string | null) {
  await db.update(users).set({ segmentId }).where(eq(users.id, clientId));
}
