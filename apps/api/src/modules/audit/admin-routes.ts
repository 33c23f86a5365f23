import { AdminAuditActions, AdminAuditPage, AdminAuditQuery } from '@sextant/contracts/admin-audit';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActions, listAudit } from './service';

/**
 * The firm's audit log, under /v1/admin. Admins only: it shows every client's and colleague's sign-ins,
 * IP addresses and devices, which an adviser's daily work does not need.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: audit'];
  const security = [{ bearer: [] }];

  app.get(
    '/audit',
    {
      preParsing: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "The firm's audit events, newest first (admins); filter by action, actor, subject, days",
        querystring: AdminAuditQuery,
        response: { 200: AdminAuditPage, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => listAudit(app.db, request.principal!.firmId, request.query),
  );

  app.get(
    '/audit/actions',
    {
      preParsing: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "The actions in the firm's audit log, for the filter (admins)",
        response: { 200: AdminAuditActions, 401: ErrorBody },
      },
    },
    async (request) => listActions(app.db, request.principal!.firmId),
  );
};
export default adminRoutes;
