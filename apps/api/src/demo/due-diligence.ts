import type { Database } from '@/db/client';
import {
  dueDiligencePanelEntries,
  dueDiligenceProviderReports,
  dueDiligenceReports,
} from '@/db/schema/index';
import { PROVIDERS } from './content';
import { daysBefore } from './random';

/** This year's and last year's published due-diligence reports, each rating every provider on the panel. */
export async function seedDueDiligence(
  db: Database,
  firmId: string,
  providerRows: { id: string }[],
  today: Date,
) {
  for (const [yearsBack, financialYear] of ['2025/26', '2024/25'].entries()) {
    const [report] = await db
      .insert(dueDiligenceReports)
      .values({
        firmId,
        financialYear,
        title: `Provider due diligence ${financialYear}`,
        summary: `Our review of the ${providerRows.length} providers on our panel for the ${financialYear} financial year.`,
        body: `<p>Each year we review every provider we recommend against four tests: financial strength, service, charges and technology.</p><p>For ${financialYear} all providers remained on the panel.</p>`,
        publishedAt: daysBefore(today, 30 + yearsBack * 365),
      })
      .returning({ id: dueDiligenceReports.id });
    await db.insert(dueDiligencePanelEntries).values(
      providerRows.map((provider, position) => ({
        reportId: report!.id,
        providerId: provider.id,
        position,
        rating: ['Strong', 'Good', 'Satisfactory'][(position + yearsBack) % 3]!,
        summary: `${PROVIDERS[position]!.name} met our criteria for ${financialYear}.`,
      })),
    );
    await db.insert(dueDiligenceProviderReports).values(
      providerRows.map((provider, position) => ({
        reportId: report!.id,
        providerId: provider.id,
        body: `<h2>${PROVIDERS[position]!.name}</h2><p>${PROVIDERS[position]!.description}</p><p>Financial strength remains sound, service levels met our standards and charges are competitive for the ${financialYear} year.</p>`,
      })),
    );
  }
}
