import {
  AdminAssigneeList,
  AdminAssigneeRequest,
  AdminAssignment,
  AdminMessage,
  AdminReplyRequest,
  AdminThread,
  AdminThreadPage,
  AdminThreadQuery,
  AdminUnreadCount,
} from '@sextant/contracts/admin-messages';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../shared/actor';
import { IdParams, rowErrors } from '../../shared/admin-routes';
import { assign, assignees, listInbox, readThread, replyAsStaff, unreadCount } from './admin-service';

/** The firm's inbox of client threads, under /v1/admin behind the staff guard (advisers and admins). */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: messages'];
  const security = [{ bearer: [] }];

  app.get(
    '/messages',
    {
      schema: {
        tags,
        security,
        summary: "The firm's client threads: filter by assignee and unread, search subject and client",
        querystring: AdminThreadQuery,
        response: { 200: AdminThreadPage, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => listInbox(app.db, actorOf(request), request.query),
  );

  app.get(
    '/messages/unread-count',
    {
      schema: {
        tags,
        security,
        summary: 'How many threads have client messages nobody at the firm has read',
        response: { 200: AdminUnreadCount, 401: ErrorBody },
      },
    },
    async (request) => ({ unread: await unreadCount(app.db, request.principal!.firmId) }),
  );

  app.get(
    '/messages/assignees',
    {
      schema: {
        tags,
        security,
        summary: "The firm's active advisers and admins, for the assignee picker",
        response: { 200: AdminAssigneeList, 401: ErrorBody },
      },
    },
    async (request) => assignees(app.db, request.principal!.firmId),
  );

  app.get(
    '/messages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A thread, oldest message first; marks it read for the firm',
        params: IdParams,
        response: { 200: AdminThread, ...rowErrors },
      },
    },
    async (request) => readThread(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/messages/:id/reply',
    {
      schema: {
        tags,
        security,
        summary: 'Reply to the client as the signed-in staff member (plain text, 1 to 10,000 characters)',
        params: IdParams,
        body: AdminReplyRequest,
        response: { 201: AdminMessage, ...rowErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await replyAsStaff(app.db, actorOf(request), request.params.id, request.body.body)),
  );

  app.put(
    '/messages/:id/assignee',
    {
      schema: {
        tags,
        security,
        summary: 'Assign the thread to an active adviser or admin of the firm, or to nobody (null)',
        params: IdParams,
        body: AdminAssigneeRequest,
        response: { 200: AdminAssignment, ...rowErrors },
      },
    },
    async (request) => assign(app.db, actorOf(request), request.params.id, request.body.staff_id),
  );
};
export default adminRoutes;
