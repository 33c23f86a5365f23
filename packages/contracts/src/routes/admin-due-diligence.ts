import { z } from 'zod';
import {
  AdminPanelUpdate,
  AdminProviderReportUpdate,
  AdminReport,
  AdminReportCreate,
  AdminReportList,
  AdminReportQuery,
  AdminReportUpdate,
  DOCUMENT_MAX_BYTES,
} from '../admin-due-diligence';
import { LONG_TEXT_BODY_BYTES, uploadBody } from '../body-bounds';
import { IdParams, Uuid } from '../common';
import { defineRoutes } from '../route';

const tags = ['admin: due diligence'];
const providerParams = z.object({ id: Uuid, providerId: Uuid });

/** A multipart upload: the PDF in `file`; `filename` optionally names it (the part's own name is not kept). */
const DocumentUpload = z.object({
  file: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'Choose a PDF file.' })
    .meta({ type: 'string', format: 'binary', description: 'The PDF, at most 10 MB.' }),
  filename: z.string().trim().max(200).optional(),
});

const PDF_UPLOAD =
  'The bytes must start with `%PDF-` (422 `file`); at most 10 MB (the parser answers 413 beyond). Without ' +
  '`filename` the name is `due-diligence-2025-26[-Provider].pdf`.';

/**
 * Back-office calls of due-diligence reports: staff (adviser or admin), scoped to the caller's firm. Every
 * change writes an audit row (`admin.due_diligence.*`, subject: the report id). Bodies are sanitised with
 * `sanitizeFirmHtml` when saved (and again when read).
 */
export const adminDueDiligenceRoutes = defineRoutes(
  { tags, scope: 'staff' },
  {
    adminListReports: {
      method: 'GET',
      path: '/admin/due-diligence',
      summary: 'The firm’s reports, drafts and published (sort financial_year or title; status filter)',
      description: '`q` searches the title or year; newest year first by default.',
      querystring: AdminReportQuery,
      responses: { 200: AdminReportList },
    },
    adminCreateReport: {
      method: 'POST',
      path: '/admin/due-diligence',
      summary: 'A new draft report (one a financial year; the body is sanitised)',
      description: 'A year the firm already has a report for answers 422 `financial_year`.',
      body: AdminReportCreate,
      bodyBounds: { maxBytes: LONG_TEXT_BODY_BYTES },
      responses: { 201: AdminReport },
    },
    adminGetReport: {
      method: 'GET',
      path: '/admin/due-diligence/:id',
      summary: 'A report with its panel and provider reports',
      description: 'The whole report: `panel` (in order), `provider_reports`, `document`.',
      params: IdParams,
      responses: { 200: AdminReport },
    },
    adminUpdateReport: {
      method: 'PATCH',
      path: '/admin/due-diligence/:id',
      summary: 'Change a report (only the fields sent; the body is sanitised)',
      params: IdParams,
      body: AdminReportUpdate,
      bodyBounds: { maxBytes: LONG_TEXT_BODY_BYTES },
      responses: { 200: AdminReport },
    },
    adminPublishReport: {
      method: 'POST',
      path: '/admin/due-diligence/:id/publish',
      summary: 'Show the report to clients',
      description: 'Sets `published_at` to now unless the report is already published.',
      params: IdParams,
      responses: { 200: AdminReport },
    },
    adminUnpublishReport: {
      method: 'POST',
      path: '/admin/due-diligence/:id/unpublish',
      summary: 'Hide the report from clients',
      params: IdParams,
      responses: { 200: AdminReport },
    },
    adminReplacePanel: {
      method: 'PUT',
      path: '/admin/due-diligence/:id/panel',
      summary: 'Replace the panel: the firm’s providers in order, each once',
      description:
        'In one transaction; a provider not of the firm or listed twice answers 422 `entries.N.provider_id`.',
      params: IdParams,
      body: AdminPanelUpdate,
      responses: { 200: AdminReport },
    },
    adminSaveProviderReport: {
      method: 'PUT',
      path: '/admin/due-diligence/:id/providers/:providerId/report',
      summary: 'Write the report on one provider (the body is sanitised)',
      params: providerParams,
      body: AdminProviderReportUpdate,
      bodyBounds: { maxBytes: LONG_TEXT_BODY_BYTES },
      responses: { 200: AdminReport },
    },
    adminDeleteProviderReport: {
      method: 'DELETE',
      path: '/admin/due-diligence/:id/providers/:providerId/report',
      summary: 'Delete the report on one provider (and its PDF)',
      params: providerParams,
      responses: { 200: AdminReport },
    },
    adminAttachReportDocument: {
      method: 'POST',
      path: '/admin/due-diligence/:id/document',
      summary: 'Attach the report’s PDF (replaces the one before)',
      description: PDF_UPLOAD,
      params: IdParams,
      body: DocumentUpload,
      bodyBounds: uploadBody(DOCUMENT_MAX_BYTES),
      responses: { 200: AdminReport },
    },
    adminRemoveReportDocument: {
      method: 'DELETE',
      path: '/admin/due-diligence/:id/document',
      summary: 'Remove the report’s PDF',
      params: IdParams,
      responses: { 200: AdminReport },
    },
    adminAttachProviderReportDocument: {
      method: 'POST',
      path: '/admin/due-diligence/:id/providers/:providerId/document',
      summary: 'Attach the PDF of one provider’s report (replaces the one before)',
      description: `The provider report must exist first (404 otherwise). ${PDF_UPLOAD}`,
      params: providerParams,
      body: DocumentUpload,
      bodyBounds: uploadBody(DOCUMENT_MAX_BYTES),
      responses: { 200: AdminReport },
    },
    adminRemoveProviderReportDocument: {
      method: 'DELETE',
      path: '/admin/due-diligence/:id/providers/:providerId/document',
      summary: 'Remove the PDF of one provider’s report',
      params: providerParams,
      responses: { 200: AdminReport },
    },
    adminDownloadDocument: {
      method: 'GET',
      path: '/admin/documents/:id',
      summary: 'A PDF of the firm, for staff to check (answers application/pdf)',
      description: 'Any document of the firm, attached or not, published or not; answered as a download.',
      params: IdParams,
      responses: {},
    },
  },
);
