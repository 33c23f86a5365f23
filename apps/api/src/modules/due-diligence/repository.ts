import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  dueDiligencePanelEntries,
  dueDiligenceProviderReports,
  dueDiligenceReports,
  providers,
} from '@/db/schema/index';

const published = (firmId: string, now: Date) =>
  and(
    eq(dueDiligenceReports.firmId, firmId),
    isNotNull(dueDiligenceReports.publishedAt),
    lte(dueDiligenceReports.publishedAt, now),
  );

/** Newest financial year first ('2025/26' sorts after '2024/25'). */
export async function listPublishedReports(db: Database, firmId: string, now: Date) {
  return db
    .select()
    .from(dueDiligenceReports)
    .where(published(firmId, now))
    .orderBy(desc(dueDiligenceReports.financialYear));
}

export async function findPublishedReport(db: Database, firmId: string, reportId: string, now: Date) {
  const [row] = await db
    .select()
    .from(dueDiligenceReports)
    .where(and(eq(dueDiligenceReports.id, reportId), published(firmId, now)))
    .limit(1);
  return row ?? null;
}

export async function listPanel(db: Database, reportId: string) {
  return db
    .select()
    .from(dueDiligencePanelEntries)
    .where(eq(dueDiligencePanelEntries.reportId, reportId))
    .orderBy(asc(dueDiligencePanelEntries.position));
}

export async function findProviderReport(db: Database, reportId: string, providerId: string) {
  const [row] = await db
    .select({
      id: dueDiligenceProviderReports.id,
      body: dueDiligenceProviderReports.body,
      documentId: dueDiligenceProviderReports.documentId,
      providerId: providers.id,
      providerName: providers.name,
      rating: dueDiligencePanelEntries.rating,
    })
    .from(dueDiligenceProviderReports)
    .innerJoin(providers, eq(providers.id, dueDiligenceProviderReports.providerId))
    .leftJoin(
      dueDiligencePanelEntries,
      and(
        eq(dueDiligencePanelEntries.reportId, dueDiligenceProviderReports.reportId),
        eq(dueDiligencePanelEntries.providerId, dueDiligenceProviderReports.providerId),
      ),
    )
    .where(
      and(
        eq(dueDiligenceProviderReports.reportId, reportId),
        eq(dueDiligenceProviderReports.providerId, providerId),
      ),
    )
    .limit(1);
  return row ?? null;
}
