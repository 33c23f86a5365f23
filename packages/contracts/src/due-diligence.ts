import { z } from 'zod';
import { Link, Uuid } from './common';

export const DueDiligenceReport = z
  .object({
    uuid: Uuid,
    /** UK financial year, e.g. '2025/26'. */
    financial_year: z.string(),
    title: z.string(),
    summary: z.string(),
    published_at: z.iso.datetime({ offset: true }),
    /** `document`: the report's PDF, when it has one (fetch with the bearer token). */
    _links: z.object({ self: Link, panel: Link, document: Link.optional() }),
  })
  .meta({ id: 'DueDiligenceReport' });
export type DueDiligenceReport = z.infer<typeof DueDiligenceReport>;

/** Newest financial year first. */
export const DueDiligenceList = z
  .object({ items: z.array(DueDiligenceReport) })
  .meta({ id: 'DueDiligenceList' });
export type DueDiligenceList = z.infer<typeof DueDiligenceList>;

export const DueDiligenceReportView = DueDiligenceReport.extend({
  /** Sanitised HTML. */
  body: z.string(),
}).meta({ id: 'DueDiligenceReportView' });
export type DueDiligenceReportView = z.infer<typeof DueDiligenceReportView>;

/** One provider on a year's panel; `_links.provider.href` ends in the provider's 36-character id. */
export const PanelEntry = z
  .object({
    uuid: Uuid,
    position: z.number().int(),
    rating: z.string(),
    summary: z.string(),
    _links: z.object({ provider: Link, report: Link }),
  })
  .meta({ id: 'PanelEntry' });
export type PanelEntry = z.infer<typeof PanelEntry>;

export const Panel = z
  .object({ uuid: Uuid, financial_year: z.string(), items: z.array(PanelEntry) })
  .meta({ id: 'Panel' });
export type Panel = z.infer<typeof Panel>;

export const ProviderReport = z
  .object({
    uuid: Uuid,
    financial_year: z.string(),
    provider: z.object({ uuid: Uuid, name: z.string() }),
    rating: z.string(),
    /** Sanitised HTML. */
    body: z.string(),
    /** `document`: the provider report's PDF, when it has one (fetch with the bearer token). */
    _links: z.object({ document: Link.optional() }).optional(),
  })
  .meta({ id: 'ProviderReport' });
export type ProviderReport = z.infer<typeof ProviderReport>;
