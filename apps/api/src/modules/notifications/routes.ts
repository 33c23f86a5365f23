import { ErrorBody } from '@sextant/contracts/common';
import {
  MarkNotificationReadQuery,
  NotificationListQuery,
  NotificationPage,
  NotificationRead,
} from '@sextant/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markNotificationRead, notificationPage } from './service';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preParsing', app.requireClient);
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    '/notification',
    {
      schema: {
        tags,
        security,
        summary: "The client's notifications, newest first, 10 a page",
        description: 'More pages while `currentPage` < `pageCount` (= ceil(totalCount / defaultPageSize)).',
        querystring: NotificationListQuery,
        response: { 200: NotificationPage, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => notificationPage(app.db, request.principal!.userId, request.query.page ?? 1),
  );

  app.put(
    '/notification',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a notification read',
        querystring: MarkNotificationReadQuery,
        response: { 200: NotificationRead, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) =>
      markNotificationRead(app.db, request.principal!.userId, request.query.uuid, app.clock()),
  );
};
export default notificationRoutes;
