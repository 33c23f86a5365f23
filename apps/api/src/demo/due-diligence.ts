import type { Database } from '@/db/client';
import {
  dueDiligencePanelEntries,
  dueDiligenceProviderReports,
  dueDiligenceReports,
} from '@/db/schema/index';
import { articleHtml } from './article';
import { PROVIDERS } from './content';
import { DUE_DILIGENCE_YEARS, overviewSections, reviewSections } from './due-diligence-content';
import { daysBefore } from './random';

/**
 * This year's and last year's published due-diligence reports, each rating every provider on the panel with
 * the reason for its rating and the findings under each of the firm's four tests.
 */
export async function seedDueDiligence(
  db: Database,
  firmId: string,
  providerRows: { id: string }[],
  today: Date,
) {
  for (const [yearsBack, year] of DUE_DILIGENCE_YEARS.entries()) {
    const [report] = await db
      .insert(dueDiligenceReports)
      .values({
        firmId,
        financialYear: year.financialYear,
        title: `Provider due diligence ${year.financialYear}`,
        summary: year.summary,
        body: articleHtml(overviewSections(year)),
        publishedAt: daysBefore(today, 30 + yearsBack * 365),
      })
      .returning({ id: dueDiligenceReports.id });
    await db.insert(dueDiligencePanelEntries).values(
      providerRows.map((provider, position) => ({
        reportId: report!.id,
        providerId: provider.id,
        position,
        rating: year.reviews[position]!.rating,
        summary: year.reviews[position]!.reason,
      })),
    );
    await db.insert(dueDiligenceProviderReports).values(
      providerRows.map((provider, position) => ({
        reportId: report!.id,
        providerId: provider.id,
        // The provider's name opens the body, as a firm's own report does; the screen drops it under its title.
        body: `<h2>${PROVIDERS[position]!.name}</h2><p>${PROVIDERS[position]!.description}</p><p><strong>${year.reviews[position]!.reason}</strong></p>${articleHtml(reviewSections(year.reviews[position]!))}`,
      })),
    );
  }
}
