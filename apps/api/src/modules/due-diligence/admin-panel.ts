import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { notFound, unprocessable } from '@/shared/errors';
import { sanitizeFirmHtml } from '@/shared/html';
import { audit, getReport, providerOrThrow, reportOrThrow } from './admin-report';
import * as repo from './admin-repository';

type PanelEntry = { provider_id: string; rating: string; summary: string };

/** Field errors for entries naming a provider not the firm's, or one already on the panel. */
async function panelErrors(db: Database, firmId: string, entries: PanelEntry[]) {
  const known = await repo.firmProviderIds(
    db,
    firmId,
    entries.map((entry) => entry.provider_id),
  );
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const field = `entries.${index}.provider_id`;
    if (!known.has(entry.provider_id)) errors[field] = ['Choose one of the firm’s providers.'];
    else if (seen.has(entry.provider_id)) errors[field] = ['This provider is already on the panel.'];
    seen.add(entry.provider_id);
  });
  return errors;
}

/** The report's panel of providers and the report on each provider. */
export function panelFlows(db: Database) {
  return {
    /** The whole panel in order: each provider the firm's, and on it once (field errors name the entry). */
    async replacePanel(actor: Actor, id: string, entries: PanelEntry[]): Promise<AdminReport> {
      await reportOrThrow(db, actor.firmId, id);
      const errors = await panelErrors(db, actor.firmId, entries);
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      await repo.replacePanel(
        db,
        id,
        entries.map((entry) => ({
          providerId: entry.provider_id,
          rating: entry.rating,
          summary: entry.summary,
        })),
      );
      await audit(db, actor, 'admin.due_diligence.panel', id, {
        provider_ids: entries.map((entry) => entry.provider_id),
      });
      return getReport(db, actor.firmId, id);
    },

    async saveProviderReport(
      actor: Actor,
      id: string,
      providerId: string,
      body: string,
    ): Promise<AdminReport> {
      await reportOrThrow(db, actor.firmId, id);
      await providerOrThrow(db, actor.firmId, providerId);
      await repo.upsertProviderReport(db, id, providerId, sanitizeFirmHtml(body), actor.now);
      await audit(db, actor, 'admin.due_diligence.provider_report.save', id, { provider_id: providerId });
      return getReport(db, actor.firmId, id);
    },

    async deleteProviderReport(actor: Actor, id: string, providerId: string): Promise<AdminReport> {
      await reportOrThrow(db, actor.firmId, id);
      await providerOrThrow(db, actor.firmId, providerId);
      if (!(await repo.findProviderReport(db, id, providerId))) throw notFound('Provider report');
      await repo.deleteProviderReport(db, actor.firmId, id, providerId);
      await audit(db, actor, 'admin.due_diligence.provider_report.delete', id, { provider_id: providerId });
      return getReport(db, actor.firmId, id);
    },
  };
}
