import {
  AdminSupportReason,
  AdminSupportReasonCreate,
  AdminSupportReasonList,
  AdminSupportReasonUpdate,
  AdminSupportRequest,
  AdminSupportRequestList,
  AdminSupportRequestsQuery,
} from '@sextant/contracts/admin-support';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../shared/actor';
import { IdParams, rowErrors } from '../../shared/admin-routes';
import { listReasons } from './admin-repository';
import { addReason, changeReason, resolveRequest, supportRequestPage, toAdminReason } from './admin-service';

/** Support requests from the sign-in page and the reasons offered there, under /v1/admin. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: support'];
  const security = [{ bearer: [] }];

  app.get(
    '/support-requests',
    {
      schema: {
        tags,
        security,
        summary: "Requests for help naming the firm's clients or staff (open by default), newest first",
        querystring: AdminSupportRequestsQuery,
        response: { 200: AdminSupportRequestList, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => supportRequestPage(app.db, request.principal!.firmId, request.query),
  );

  app.post(
    '/support-requests/:id/resolve',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a support request resolved',
        params: IdParams,
        response: { 200: AdminSupportRequest, ...rowErrors },
      },
    },
    async (request) => resolveRequest(app.db, actorOf(request), request.params.id, app.clock()),
  );

  app.get(
    '/support-reasons',
    {
      schema: {
        tags,
        security,
        summary: 'The reasons: shared ones (read-only) and the firm’s own, in order',
        response: { 200: AdminSupportReasonList, 401: ErrorBody },
      },
    },
    async (request) => ({ items: (await listReasons(app.db, request.principal!.firmId)).map(toAdminReason) }),
  );

  app.post(
    '/support-reasons',
    {
      schema: {
        tags,
        security,
        summary: 'Add a reason of the firm’s own (last, active)',
        body: AdminSupportReasonCreate,
        response: { 201: AdminSupportReason, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addReason(app.db, actorOf(request), request.body.label, app.clock())),
  );

  app.patch(
    '/support-reasons/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename, move, or switch off one of the firm’s own reasons',
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        body: AdminSupportReasonUpdate,
        response: { 200: AdminSupportReason, ...rowErrors },
      },
    },
    async (request) => changeReason(app.db, actorOf(request), request.params.id, request.body, app.clock()),
  );
};
export default adminRoutes;
