import {
  AdminAmendment,
  AdminAmendmentList,
  AdminAmendmentsQuery,
  AdminClient,
  AdminClientCreate,
  AdminClientList,
  AdminClientsQuery,
  AdminClientUpdate,
  AdminClientVip,
  AmendmentReject,
} from '@sextant/contracts/admin-clients';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../shared/actor';
import { IdParams, rowErrors } from '../../shared/admin-routes';
import { notFound } from '../../shared/errors';
import { findAmendment, listAmendments } from './admin-repository';
import {
  type ClientAdminDeps,
  clientPage,
  createClient,
  decideClientAmendment,
  editClient,
  getClient,
  resetClientMfa,
  sendClientInvite,
  setClientActive,
  setClientVip,
  toAdminAmendment,
} from './admin-service';

/** The firm's clients and their change requests, under /v1/admin behind the staff guard. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: clients'];
  const security = [{ bearer: [] }];
  const deps = (): ClientAdminDeps => ({ db: app.db, sendInvite: app.auth.sendInvite, now: app.clock() });

  app.get(
    '/clients',
    {
      schema: {
        tags,
        security,
        summary: "The firm's clients: search by name or email, filter by status, sorted and paged",
        querystring: AdminClientsQuery,
        response: { 200: AdminClientList, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => clientPage(app.db, request.principal!.firmId, request.query),
  );

  app.post(
    '/clients',
    {
      schema: {
        tags,
        security,
        summary: 'Add a client (no password yet); `send_invite` mails the invite at once',
        description:
          'The email must not be in use on the deployment (422 `email`). Answers the client, status `invited`.',
        body: AdminClientCreate,
        response: { 201: AdminClient, ...rowErrors },
      },
    },
    async (request, reply) => {
      const { client } = await createClient(deps(), actorOf(request), request.body);
      return reply.code(201).send(client);
    },
  );

  app.get(
    '/clients/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A client: profile, status, MFA, lock, last sign-in, policies, pending change',
        params: IdParams,
        response: { 200: AdminClient, ...rowErrors },
      },
    },
    async (request) => getClient(app.db, request.principal!.firmId, request.params.id),
  );

  app.patch(
    '/clients/:id',
    {
      schema: {
        tags,
        security,
        summary: "Edit a client's profile fields (email only before they set a password)",
        params: IdParams,
        body: AdminClientUpdate,
        response: { 200: AdminClient, ...rowErrors },
      },
    },
    async (request) => editClient(deps(), actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/clients/:id/invite',
    {
      schema: {
        tags,
        security,
        summary: 'Mail the client an invite (again); earlier invites stop working',
        description: 'Refused (422) for a deactivated client and for one who has already set a password.',
        params: IdParams,
        response: { 200: AdminClient, ...rowErrors },
      },
    },
    async (request) => {
      await sendClientInvite(deps(), actorOf(request), request.params.id);
      return getClient(app.db, request.principal!.firmId, request.params.id);
    },
  );

  app.post(
    '/clients/:id/deactivate',
    {
      schema: {
        tags,
        security,
        summary: 'Deactivate a client: ends their sessions and invites; they can no longer sign in',
        params: IdParams,
        response: { 200: AdminClient, ...rowErrors },
      },
    },
    async (request) => setClientActive(deps(), actorOf(request), request.params.id, false),
  );

  app.post(
    '/clients/:id/reactivate',
    {
      schema: {
        tags,
        security,
        summary: 'Reactivate a deactivated client',
        params: IdParams,
        response: { 200: AdminClient, ...rowErrors },
      },
    },
    async (request) => setClientActive(deps(), actorOf(request), request.params.id, true),
  );

  app.put(
    '/clients/:id/vip',
    {
      schema: {
        tags,
        security,
        summary: 'Set or clear the VIP flag',
        params: IdParams,
        body: AdminClientVip,
        response: { 200: AdminClient, ...rowErrors },
      },
    },
    async (request) => setClientVip(deps(), actorOf(request), request.params.id, request.body.vip),
  );

  app.post(
    '/clients/:id/reset-mfa',
    {
      schema: {
        tags,
        security,
        summary: "Reset a client's two-factor authentication (they set it up again at next sign-in)",
        description: 'Ends their sessions and forgets their trusted devices.',
        params: IdParams,
        response: { 200: AdminClient, ...rowErrors },
      },
    },
    async (request) => resetClientMfa(deps(), actorOf(request), request.params.id),
  );

  app.get(
    '/amendments',
    {
      schema: {
        tags,
        security,
        summary: 'Changes clients asked for (pending by default), each field with its current value',
        querystring: AdminAmendmentsQuery,
        response: { 200: AdminAmendmentList, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const rows = await listAmendments(app.db, request.principal!.firmId, request.query);
      return {
        items: rows.map(toAdminAmendment),
        total: rows[0]?.total ?? 0,
        page: request.query.page,
        per_page: request.query.per_page,
      };
    },
  );

  app.get(
    '/amendments/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One change request',
        params: IdParams,
        response: { 200: AdminAmendment, ...rowErrors },
      },
    },
    async (request) => {
      const row = await findAmendment(app.db, request.principal!.firmId, request.params.id);
      if (!row) throw notFound('Amendment');
      return toAdminAmendment(row);
    },
  );

  app.post(
    '/amendments/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: "Approve a pending change: applies it to the client's profile and tells the client",
        params: IdParams,
        response: { 200: AdminAmendment, ...rowErrors },
      },
    },
    async (request) => decideClientAmendment(deps(), actorOf(request), request.params.id, { approve: true }),
  );

  app.post(
    '/amendments/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject a pending change, with an optional reason told to the client',
        params: IdParams,
        // No body at all is no reason.
        body: z.preprocess((body) => body ?? {}, AmendmentReject),
        response: { 200: AdminAmendment, ...rowErrors },
      },
    },
    async (request) =>
      decideClientAmendment(deps(), actorOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
  );
};

export default adminRoutes;
