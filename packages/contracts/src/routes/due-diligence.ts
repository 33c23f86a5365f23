import { z } from 'zod';
import { IdParams, Uuid } from '../common';
import { DueDiligenceList, DueDiligenceReportView, Panel, ProviderReport } from '../due-diligence';
import { defineRoutes } from '../route';

const tags = ['due diligence'];

/**
 * The firm's due-diligence reports as its signed-in clients read them (SPEC §7): published ones with
 * `published_at` ≤ now only; bodies are sanitised HTML.
 */
export const dueDiligenceRoutes = defineRoutes(
  { tags, scope: 'client' },
  {
    listReports: {
      method: 'GET',
      path: '/due-diligence',
      summary: 'Published reports, newest financial year first',
      responses: { 200: DueDiligenceList },
    },
    viewReport: {
      method: 'GET',
      path: '/due-diligence/:id/view',
      summary: 'A report',
      params: IdParams,
      responses: { 200: DueDiligenceReportView },
    },
    reportPanel: {
      method: 'GET',
      path: '/due-diligence/:id/panel',
      summary: 'The providers on the report’s panel',
      description:
        'Each entry links to its provider (`_links.provider`, `/v1/provider/{uuid}`) and to the report on it ' +
        '(`_links.report`, `/v1/due-diligence/{id}/provider/{uuid}`).',
      params: IdParams,
      responses: { 200: Panel },
    },
    providerReport: {
      method: 'GET',
      path: '/due-diligence/:id/provider/:providerId',
      summary: 'The report on one provider of the panel',
      params: z.object({ id: Uuid, providerId: Uuid }),
      responses: { 200: ProviderReport },
    },
    downloadDocument: {
      method: 'GET',
      path: '/due-diligence/document/:id',
      summary: 'The PDF of a published report or provider report (answers application/pdf)',
      description:
        'Only while the document is attached to a published report of the client’s firm, or to a provider ' +
        'report of one; anything else 404. Answered as a download: `content-disposition: attachment`, ' +
        '`x-content-type-options: nosniff`, `cache-control: private, no-store` and a sandboxing CSP. Report ' +
        'shapes link here as `_links.document` when there is a PDF.',
      params: IdParams,
      responses: {},
    },
  },
);
