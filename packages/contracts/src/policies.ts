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
