import { and, eq, exists, isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { documents, dueDiligenceProviderReports, dueDiligenceReports } from '@/db/schema/index';

/**
 * A document a client of the firm may download: the firm's own, and attached to a published report
 * (published_at set and not in the future) or to a provider report in one. Anything else: null.
 */
export async function findPublishedDocument(db: Database, firmId: string, id: string, now: Date) {
  const published = and(
    eq(dueDiligenceReports.firmId, firmId),
    isNotNull(dueDiligenceReports.publishedAt),
    lte(dueDiligenceReports.publishedAt, now),
  );
  const onReport = db
    .select({ id: dueDiligenceReports.id })
    .from(dueDiligenceReports)
    .where(and(eq(dueDiligenceReports.documentId, documents.id), published));
  const onProviderReport = db
    .select({ id: dueDiligenceProviderReports.id })
    .from(dueDiligenceProviderReports)
    .innerJoin(dueDiligenceReports, eq(dueDiligenceReports.id, dueDiligenceProviderReports.reportId))
    .where(and(eq(dueDiligenceProviderReports.documentId, documents.id), published));
  const [row] = await db
    .select({ filename: documents.filename, data: documents.data })
    .from(documents)
    .where(
      and(eq(documents.id, id), eq(documents.firmId, firmId), or(exists(onReport), exists(onProviderReport))),
    )
    .limit(1);
  return row ?? null;
}
