import { ErrorBody, Uuid } from '@sextant/contracts/common';
import {
  PolicyDetail,
  PolicyList,
  Valuation,
  ValuationGraph,
  ValuationGraphQuery,
} from '@sextant/contracts/policies';
import { ProviderPolicies, ProviderPoliciesQuery } from '@sextant/contracts/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPolicyService } from './service';

const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  // After the rate limits (onRequest), before the body is read: no session, no parsing.
  app.addHook('preParsing', app.requireClient);
  const policies = createPolicyService(app.db, app.clock);
  const tags = ['policies'];
  const security = [{ bearer: [] }];
  const errors = { 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };
  const params = z.object({ id: Uuid });

  app.get(
    '/policy',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in client's policies",
        response: { 200: PolicyList, 401: ErrorBody },
      },
    },
    async (request) => policies.list(request.principal!.userId),
  );

  app.get(
    '/policy/:id/view',
    {
      schema: {
        tags,
        security,
        summary: 'One of the client’s policies',
        params,
        response: { 200: PolicyDetail, ...errors },
      },
    },
    async (request) => policies.view(request.principal!.userId, request.params.id),
  );

  app.get(
    '/policy/:id/valuation/latest',
    {
      schema: {
        tags,
        security,
        summary: 'The latest valuation of a policy',
        params,
        response: { 200: Valuation, ...errors },
      },
    },
    async (request) => policies.latest(request.principal!.userId, request.params.id),
  );

  app.get(
    '/policy/:id/valuation/graph',
    {
      schema: {
        tags,
        security,
        summary: 'Valuations over a date range (at most 400 points)',
        params,
        querystring: ValuationGraphQuery,
        response: { 200: ValuationGraph, ...errors },
      },
    },
    async (request) => policies.graph(request.principal!.userId, request.params.id, request.query.date_range),
  );

  app.get(
    '/provider/my-policies',
    {
      schema: {
        tags: ['providers'],
        security,
        summary: 'The client’s policies with a provider',
        querystring: ProviderPoliciesQuery,
        response: { 200: ProviderPolicies, ...errors },
      },
    },
    async (request) =>
      policies.byProvider(request.principal!.userId, request.principal!.firmId, request.query.uuid),
  );
};
export default policyRoutes;
