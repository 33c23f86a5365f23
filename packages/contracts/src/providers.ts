import { z } from 'zod';
import { Link, Uuid } from './common';
import { PolicySummary } from './policies';

export const Provider = z
  .object({
    uuid: Uuid,
    name: z.string(),
    description: z.string(),
    logo: z.string().nullable(),
    website: z.string().nullable(),
    _links: z.object({ self: Link, policies: Link }),
  })
  .meta({ id: 'Provider' });
export type Provider = z.infer<typeof Provider>;

export const ProviderList = z.object({ items: z.array(Provider) }).meta({ id: 'ProviderList' });
export type ProviderList = z.infer<typeof ProviderList>;

export const ProviderPoliciesQuery = z.object({ uuid: Uuid });
export const ProviderPolicies = z
  .object({ policies: z.array(PolicySummary) })
  .meta({ id: 'ProviderPolicies' });
export type ProviderPolicies = z.infer<typeof ProviderPolicies>;
