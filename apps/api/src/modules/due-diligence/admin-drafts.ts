import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import type { Actor } from '@/shared/actor';
import { unprocessable } from '@/shared/errors';
import { sanitizeFirmHtml } from '@/shared/html';
import { audit, getReport, reportOrThrow, YEAR_TAKEN } from './admin-report';
import * as repo from './admin-repository';

/** A report's own text, one a financial year, and whether clients see it. */
export function draftFlows(db: Database) {
  return {
    async create(
      actor: Actor,
      input: { financial_year: string; title: string; summary: string; body: string },
    ): Promise<AdminReport> {
      if (await repo.yearTaken(db, actor.firmId, input.financial_year)) throw unprocessable(YEAR_TAKEN);
      let id: string;
      try {
        id = await repo.insertReport(db, actor.firmId, {
          financialYear: input.financial_year,
          title: input.title,
          summary: input.summary,
          body: sanitizeFirmHtml(input.body),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable(YEAR_TAKEN);
        throw error;
      }
      await audit(db, actor, 'admin.due_diligence.create', id, { financial_year: input.financial_year });
      return getReport(db, actor.firmId, id);
    },

    async update(
      actor: Actor,
      id: string,
      input: { financial_year?: string; title?: string; summary?: string; body?: string },
    ): Promise<AdminReport> {
      const row = await reportOrThrow(db, actor.firmId, id);
      const values: Partial<repo.ReportValues> = {};
      if (input.financial_year !== undefined && input.financial_year !== row.financialYear) {
        if (await repo.yearTaken(db, actor.firmId, input.financial_year, id)) throw unprocessable(YEAR_TAKEN);
        values.financialYear = input.financial_year;
      }
      if (input.title !== undefined) values.title = input.title;
      if (input.summary !== undefined) values.summary = input.summary;
      if (input.body !== undefined) values.body = sanitizeFirmHtml(input.body);
      try {
        await repo.updateReport(db, actor.firmId, id, values);
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable(YEAR_TAKEN);
        throw error;
      }
      await audit(db, actor, 'admin.due_diligence.update', id, { fields: Object.keys(values) });
      return getReport(db, actor.firmId, id);
    },

    /** Clients see a report from now on (a report already published keeps its date). */
    async publish(actor: Actor, id: string): Promise<AdminReport> {
      const row = await reportOrThrow(db, actor.firmId, id);
      if (!row.publishedAt) await repo.updateReport(db, actor.firmId, id, { publishedAt: actor.now });
      await audit(db, actor, 'admin.due_diligence.publish', id);
      return getReport(db, actor.firmId, id);
    },

    async unpublish(actor: Actor, id: string): Promise<AdminReport> {
      await reportOrThrow(db, actor.firmId, id);
      await repo.updateReport(db, actor.firmId, id, { publishedAt: null });
      await audit(db, actor, 'admin.due_diligence.unpublish', id);
      return getReport(db, actor.firmId, id);
    },
  };
}
