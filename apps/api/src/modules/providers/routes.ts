import { ErrorBody, Uuid } from '@sextant/contracts/common';
import { Provider, ProviderList } from '@sextant/contracts/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../shared/errors';
import { findFirmProvider, listFirmProviders } from './repository';

type Row = Awaited<ReturnType<typeof listFirmProviders>>[number];
const toProvider = (row: Row): Provider => ({
  uuid: row.id,
  name: row.name,
  description: row.description,
  logo: row.logo,
  website: row.website,
  _links: {
    self: { href: `/v1/provider/${row.id}` },
    policies: { href: `/v1/provider/my-policies?uuid=${row.id}` },
  },
});

const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preParsing', app.requireClient);
  const tags = ['providers'];
  const security = [{ bearer: [] }];
  const params = z.object({ id: Uuid });
  const errors = { 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };

  app.get(
    '/provider',
    {
      schema: {
        tags,
        security,
        summary: "The firm's providers",
        response: { 200: ProviderList, 401: ErrorBody },
      },
    },
    async (request) => ({
      items: (await listFirmProviders(app.db, request.principal!.firmId)).map(toProvider),
    }),
  );

  const view = async (firmId: string, id: string) => {
    const row = await findFirmProvider(app.db, firmId, id);
    if (!row) throw notFound('Provider');
    return toProvider(row);
  };
  // `/v1/provider/{id}` is the href panel entries link to; `/view` is SPEC §7's call.
  for (const url of ['/provider/:id', '/provider/:id/view']) {
    app.get(
      url,
      {
        schema: {
          tags,
          security,
          summary: 'One of the firm’s providers',
          params,
          response: { 200: Provider, ...errors },
        },
      },
      async (request) => view(request.principal!.firmId, request.params.id),
    );
  }
};
export default providerRoutes;
