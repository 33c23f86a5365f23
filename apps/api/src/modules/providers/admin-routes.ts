import { StaffDone } from '@sextant/contracts/admin';
import {
  AdminProvider,
  AdminProviderCreate,
  AdminProviderList,
  AdminProviderQuery,
  AdminProviderUpdate,
} from '@sextant/contracts/admin-providers';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../shared/actor';
import { IdParams, rowErrors } from '../../shared/admin-routes';
import * as service from './admin-service';

/** Back-office calls of providers, under /v1/admin behind the staff guard; all scoped to the firm. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: providers'];
  const security = [{ bearer: [] }];

  app.get(
    '/providers',
    {
      schema: {
        tags,
        security,
        summary: 'The firm’s providers (search the name; sort name or created_at)',
        querystring: AdminProviderQuery,
        response: { 200: AdminProviderList, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => service.listProviders(app.db, request.principal!.firmId, request.query),
  );

  app.post(
    '/providers',
    {
      schema: {
        tags,
        security,
        summary: 'Add a provider (name unique in the firm)',
        body: AdminProviderCreate,
        response: { 201: AdminProvider, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const created = await service.createProvider(app.db, actorOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/providers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A provider',
        params: IdParams,
        response: { 200: AdminProvider, ...rowErrors },
      },
    },
    async (request) => service.getProvider(app.db, request.principal!.firmId, request.params.id),
  );

  app.patch(
    '/providers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a provider (only the fields sent)',
        params: IdParams,
        body: AdminProviderUpdate,
        response: { 200: AdminProvider, ...rowErrors },
      },
    },
    async (request) => service.updateProvider(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/providers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a provider nothing uses (no policies, panels or provider reports)',
        params: IdParams,
        response: { 200: StaffDone, ...rowErrors },
      },
    },
    async (request) => {
      await service.deleteProvider(app.db, actorOf(request), request.params.id);
      return { message: 'The provider was deleted.' };
    },
  );
};
export default adminRoutes;
