import { z } from 'zod';
import { IsoDate, Link, Uuid } from './common';

export const PolicySummary = z
  .object({
    uuid: Uuid,
    reference: z.string(),
    product_type: z.string(),
    provider: z.object({ uuid: Uuid, name: z.string() }),
    start_date: IsoDate,
    currency: z.string().length(3),
    _links: z.object({
      self: Link,
      'valuation-latest': Link,
      'valuation-graph': Link,
    }),
  })
  .meta({ id: 'Policy' });
export type PolicySummary = z.infer<typeof PolicySummary>;

export const PolicyList = z.object({ items: z.array(PolicySummary) }).meta({ id: 'PolicyList' });
export type PolicyList = z.infer<typeof PolicyList>;

export const PolicyDetail = PolicySummary.extend({
  provider: z.object({ uuid: Uuid, name: z.string(), website: z.string().nullable() }),
}).meta({ id: 'PolicyDetail' });
export type PolicyDetail = z.infer<typeof PolicyDetail>;

export const ValuationSource = z.enum(['feed', 'statement', 'manual']);
export type ValuationSource = z.infer<typeof ValuationSource>;

/** A policy's latest valuation; `uuid` is the policy's id (SPEC §3). */
export const Valuation = z
  .object({
    uuid: Uuid,
    policy_reference: z.string(),
    value: z.number(),
    currency: z.string().length(3),
    valued_at: IsoDate,
    source: ValuationSource,
  })
  .meta({ id: 'Valuation' });
export type Valuation = z.infer<typeof Valuation>;

/** SPEC §9 graph ranges; the app's 3m, 6m, 1y and 2y. */
export const DATE_RANGES = ['three_months', 'six_months', 'one_year', 'two_years'] as const;
export const DateRange = z.enum(DATE_RANGES);
export type DateRange = z.infer<typeof DateRange>;
export const GRAPH_MAX_POINTS = 400;

export const ValuationGraphQuery = z.object({ date_range: DateRange.default('one_year') });

export const ValuationGraph = z
  .object({
    uuid: Uuid,
    date_range: DateRange,
    currency: z.string().length(3),
    from: IsoDate,
    to: IsoDate,
    /** Oldest first, at most GRAPH_MAX_POINTS; the newest valuation is always the last point. */
    points: z.array(z.object({ date: IsoDate, value: z.number() })).max(GRAPH_MAX_POINTS),
  })
  .meta({ id: 'ValuationGraph' });
export type ValuationGraph = z.infer<typeof ValuationGraph>;
