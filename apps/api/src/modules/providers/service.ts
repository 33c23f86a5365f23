import type { Provider } from '@sextant/contracts/providers';
import { hrefOf } from '@sextant/contracts/route';
import { policyRoutes } from '@sextant/contracts/routes/policies';
import { providerRoutes } from '@sextant/contracts/routes/providers';
import type { Database } from '@/db/client';
import { notFound } from '@/shared/errors';
import * as repo from './repository';

type Row = Awaited<ReturnType<typeof repo.listFirmProviders>>[number];
const toProvider = (row: Row): Provider => ({
  uuid: row.id,
  name: row.name,
  description: row.description,
  logo: row.logo,
  website: row.website,
  _links: {
    self: { href: hrefOf(providerRoutes.provider, { id: row.id }) },
    policies: { href: `${hrefOf(policyRoutes.providerPolicies)}?uuid=${row.id}` },
  },
});

/** The firm's providers as its clients see them. */
export function createProviderService(db: Database) {
  return {
    async list(firmId: string) {
      return { items: (await repo.listFirmProviders(db, firmId)).map(toProvider) };
    },

    async view(firmId: string, id: string) {
      const row = await repo.findFirmProvider(db, firmId, id);
      if (!row) throw notFound('Provider');
      return toProvider(row);
    },
  };
}
export type ProviderService = ReturnType<typeof createProviderService>;
