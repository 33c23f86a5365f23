import {
  AdminNotificationQuery,
  AdminSentNotificationPage,
  NotificationRecipientList,
  NotificationSent,
  RecipientQuery,
  SendNotificationRequest,
} from '@sextant/contracts/admin-notifications';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../shared/actor';
import { recipients, sendNotification, sentNotifications } from './admin-service';

/** Back-office calls of notifications, under /v1/admin behind the staff guard. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: notifications'];
  const security = [{ bearer: [] }];

  app.post(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Send a plain-text notification to one client of the firm or to all its active clients',
        description:
          '`link` is an optional in-app path starting with `/tabs/` (no other site, no `//`). ' +
          'A client id that is not an active client of the firm answers 422 `audience.client_id`.',
        body: SendNotificationRequest,
        response: { 201: NotificationSent, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendNotification(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'The notifications staff sent, newest first (from the audit log); `q` searches titles',
        querystring: AdminNotificationQuery,
        response: { 200: AdminSentNotificationPage, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => sentNotifications(app.db, request.principal!.firmId, request.query),
  );

  app.get(
    '/notifications/recipients',
    {
      schema: {
        tags,
        security,
        summary: "Up to 20 of the firm's active clients whose name or email contains `q`",
        querystring: RecipientQuery,
        response: { 200: NotificationRecipientList, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => recipients(app.db, request.principal!.firmId, request.query.q),
  );
};
export default adminRoutes;
