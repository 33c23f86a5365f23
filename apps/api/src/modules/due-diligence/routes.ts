import { ErrorBody, Uuid } from '@sextant/contracts/common';
import {
  DueDiligenceList,
  type DueDiligenceReport,
  DueDiligenceReportView,
  Panel,
  ProviderReport,
} from '@sextant/contracts/due-diligence';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../shared/errors';
import { sanitizeFirmHtml } from '../../shared/html';
import documentRoutes from './document-routes';
import * as repo from './repository';

/** Where a client downloads a document of a published report. */
export const documentHref = (documentId: string) => `/v1/due-diligence/document/${documentId}`;

type Row = Awaited<ReturnType<typeof repo.listPublishedReports>>[number];
const toReport = (row: Row): DueDiligenceReport => ({
  uuid: row.id,
  financial_year: row.financialYear,
  title: row.title,
  summary: row.summary,
  published_at: row.publishedAt!.toISOString(),
  _links: {
    self: { href: `/v1/due-diligence/${row.id}/view` },
    panel: { href: `/v1/due-diligence/${row.id}/panel` },
    ...(row.documentId ? { document: { href: documentHref(row.documentId) } } : {}),
  },
});

const dueDiligenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preParsing', app.requireClient);
  // Registered here, after the hook, so the download answers only to a signed-in client.
  await app.register(documentRoutes);
  const tags = ['due diligence'];
  const security = [{ bearer: [] }];
  const errors = { 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };
  const params = z.object({ id: Uuid });

  const report = async (firmId: string, id: string) => {
    const row = await repo.findPublishedReport(app.db, firmId, id, app.clock());
    if (!row) throw notFound('Report');
    return row;
  };

  app.get(
    '/due-diligence',
    {
      schema: {
        tags,
        security,
        summary: 'Published reports, newest financial year first',
        response: { 200: DueDiligenceList, 401: ErrorBody },
      },
    },
    async (request) => ({
      items: (await repo.listPublishedReports(app.db, request.principal!.firmId, app.clock())).map(toReport),
    }),
  );

  app.get(
    '/due-diligence/:id/view',
    {
      schema: {
        tags,
        security,
        summary: 'A report',
        params,
        response: { 200: DueDiligenceReportView, ...errors },
      },
    },
    async (request) => {
      const row = await report(request.principal!.firmId, request.params.id);
      return { ...toReport(row), body: sanitizeFirmHtml(row.body) };
    },
  );

  app.get(
    '/due-diligence/:id/panel',
    {
      schema: {
        tags,
        security,
        summary: 'The providers on the report’s panel',
        params,
        response: { 200: Panel, ...errors },
      },
    },
    async (request) => {
      const row = await report(request.principal!.firmId, request.params.id);
      const entries = await repo.listPanel(app.db, row.id);
      return {
        uuid: row.id,
        financial_year: row.financialYear,
        items: entries.map((entry) => ({
          uuid: entry.id,
          position: entry.position,
          rating: entry.rating,
          summary: entry.summary,
          _links: {
            provider: { href: `/v1/provider/${entry.providerId}` },
            report: { href: `/v1/due-diligence/${row.id}/provider/${entry.providerId}` },
          },
        })),
      };
    },
  );

  app.get(
    '/due-diligence/:id/provider/:providerId',
    {
      schema: {
        tags,
        security,
        summary: 'The report on one provider of the panel',
        params: z.object({ id: Uuid, providerId: Uuid }),
        response: { 200: ProviderReport, ...errors },
      },
    },
    async (request) => {
      const row = await report(request.principal!.firmId, request.params.id);
      const found = await repo.findProviderReport(app.db, row.id, request.params.providerId);
      if (!found) throw notFound('Provider report');
      return {
        uuid: found.id,
        financial_year: row.financialYear,
        provider: { uuid: found.providerId, name: found.providerName },
        rating: found.rating ?? '',
        body: sanitizeFirmHtml(found.body),
        _links: found.documentId ? { document: { href: documentHref(found.documentId) } } : {},
      };
    },
  );
};
export default dueDiligenceRoutes;
