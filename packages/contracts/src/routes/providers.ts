import { IdParams } from '../common';
import { Provider, ProviderList } from '../providers';
import { defineRoutes } from '../route';

const tags = ['providers'];

/** The providers of the signed-in client's firm (SPEC §7). */
export const providerRoutes = defineRoutes(
  { tags, scope: 'client' },
  {
    listProviders: {
      method: 'GET',
      path: '/provider',
      summary: "The firm's providers",
      responses: { 200: ProviderList },
    },
    provider: {
      method: 'GET',
      path: '/provider/:id',
      summary: 'One of the firm’s providers',
      description:
        'The href that providers and due-diligence panel entries link to (`_links.self`, `_links.provider`).',
      params: IdParams,
      responses: { 200: Provider },
    },
    viewProvider: {
      method: 'GET',
      path: '/provider/:id/view',
      summary: 'One of the firm’s providers',
      description: 'SPEC §7’s call; the same answer as `/v1/provider/{id}`.',
      params: IdParams,
      responses: { 200: Provider },
    },
  },
);
