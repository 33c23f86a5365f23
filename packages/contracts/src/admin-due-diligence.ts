import { z } from 'zod';
import { tablePage, tableQuery } from './admin';
import { Uuid } from './common';
import { isOneLine, isPlainText } from './rules/text';

/** A PDF attached to a report or a provider report: at most 10 MB, and it must be a PDF. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const REPORT_BODY_MAX_LENGTH = 200_000;
export const PANEL_MAX_ENTRIES = 200;

/** Consecutive years: '2025/26' (April 2025 to April 2026). */
export const isFinancialYear = (text: string) => {
  const match = /^(\d{4})\/(\d{2})$/.exec(text);
  if (!match) return false;
  return (Number(match[1]) + 1) % 100 === Number(match[2]);
};

export const FinancialYear = z
  .string()
  .trim()
  .refine(isFinancialYear, { message: 'Enter a financial year like 2025/26 (two consecutive years).' });

const Title = z
  .string()
  .trim()
  .min(1, { message: 'Enter a title.', abort: true })
  .max(200, { message: 'A title can be at most 200 characters long.', abort: true })
  .refine(isOneLine, {
    message: 'The title contains characters that are not allowed.',
  });

const Summary = z
  .string()
  .trim()
  .max(2000, { message: 'A summary can be at most 2,000 characters long.', abort: true })
  .refine(isPlainText, {
    message: 'The summary contains characters that are not allowed.',
  });

/** HTML; the server sanitises it before storing (what is not allowed is removed, not refused). */
const HtmlBody = z
  .string()
  .max(REPORT_BODY_MAX_LENGTH, { message: 'The text can be at most 200,000 characters long.', abort: true });

/** POST /v1/admin/due-diligence: one report a financial year. */
export const AdminReportCreate = z.object({
  financial_year: FinancialYear,
  title: Title,
  summary: Summary.default(''),
  body: HtmlBody.default(''),
});
export type AdminReportCreate = z.input<typeof AdminReportCreate>;

/** PATCH /v1/admin/due-diligence/{id}: only the fields sent change. */
export const AdminReportUpdate = z.object({
  financial_year: FinancialYear.optional(),
  title: Title.optional(),
  summary: Summary.optional(),
  body: HtmlBody.optional(),
});
export type AdminReportUpdate = z.input<typeof AdminReportUpdate>;

export const ReportStatus = z.enum(['draft', 'published']);
export type ReportStatus = z.infer<typeof ReportStatus>;

export const AdminDocument = z
  .object({
    uuid: Uuid,
    filename: z.string(),
    content_type: z.string(),
    size: z.number().int().min(0),
    created_at: z.iso.datetime({ offset: true }),
    /** Staff preview: `/v1/admin/documents/{id}` (fetch with the bearer token). */
    _links: z.object({ self: z.object({ href: z.string() }) }),
  })
  .meta({ id: 'AdminDocument' });
export type AdminDocument = z.infer<typeof AdminDocument>;

export const AdminReportSummary = z
  .object({
    uuid: Uuid,
    financial_year: z.string(),
    title: z.string(),
    status: ReportStatus,
    published_at: z.iso.datetime({ offset: true }).nullable(),
    panel_count: z.number().int().min(0),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminReportSummary' });
export type AdminReportSummary = z.infer<typeof AdminReportSummary>;

export const ADMIN_REPORT_SORTS = ['financial_year', 'title'] as const;
export type AdminReportSort = (typeof ADMIN_REPORT_SORTS)[number];
/** GET /v1/admin/due-diligence: search the title or year; newest year first by default. */
export const AdminReportQuery = tableQuery(ADMIN_REPORT_SORTS, 'financial_year', 'desc').extend({
  status: ReportStatus.optional(),
});

export const AdminReportList = tablePage(AdminReportSummary).meta({ id: 'AdminReportList' });
export type AdminReportList = z.infer<typeof AdminReportList>;

const ProviderRef = z.object({ uuid: Uuid, name: z.string() });

export const AdminPanelEntry = z
  .object({
    provider: ProviderRef,
    position: z.number().int().min(0),
    rating: z.string(),
    summary: z.string(),
  })
  .meta({ id: 'AdminPanelEntry' });
export type AdminPanelEntry = z.infer<typeof AdminPanelEntry>;

export const AdminProviderReport = z
  .object({
    provider: ProviderRef,
    /** Sanitised HTML. */
    body: z.string(),
    document: AdminDocument.nullable(),
  })
  .meta({ id: 'AdminProviderReport' });
export type AdminProviderReport = z.infer<typeof AdminProviderReport>;

/** GET /v1/admin/due-diligence/{id}: the report with its panel (in order) and provider reports. */
export const AdminReport = AdminReportSummary.extend({
  summary: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  document: AdminDocument.nullable(),
  panel: z.array(AdminPanelEntry),
  provider_reports: z.array(AdminProviderReport),
}).meta({ id: 'AdminReport' });
export type AdminReport = z.infer<typeof AdminReport>;

/** PUT /v1/admin/due-diligence/{id}/panel: the whole panel, in order; each provider once. */
export const AdminPanelUpdate = z.object({
  entries: z
    .array(
      z.object({
        provider_id: Uuid,
        rating: z
          .string()
          .trim()
          .min(1, { message: 'Enter a rating.', abort: true })
          .max(40, { message: 'A rating can be at most 40 characters long.', abort: true })
          .refine(isOneLine, {
            message: 'The rating contains characters that are not allowed.',
          }),
        summary: Summary.default(''),
      }),
    )
    .max(PANEL_MAX_ENTRIES, { message: 'A panel can have at most 200 providers.' }),
});
export type AdminPanelUpdate = z.input<typeof AdminPanelUpdate>;

/** PUT /v1/admin/due-diligence/{id}/providers/{providerId}/report. */
export const AdminProviderReportUpdate = z.object({
  body: HtmlBody.refine((text) => text.trim().length > 0, { message: 'Write the report.' }),
});
export type AdminProviderReportUpdate = z.input<typeof AdminProviderReportUpdate>;
