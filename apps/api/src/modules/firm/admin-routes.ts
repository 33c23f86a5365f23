import { AdminFirm, AdminFirmUpdate } from '@sextant/contracts/admin-firm';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../shared/actor';
import { rowErrors } from '../../shared/admin-routes';
import { getFirm, removeLogo, setLogo, updateProfile } from './admin-service';

/**
 * The firm's profile as clients see it (`GET /v1/firm`), under /v1/admin behind the staff guard:
 * every staff member may read it, only admins change it.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: firm'];
  const security = [{ bearer: [] }];

  app.get(
    '/firm',
    {
      schema: {
        tags,
        security,
        summary: "The caller's firm: name, logo, bio, FCA registration, support address",
        response: { 200: AdminFirm, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getFirm(app.db, request.principal!.firmId),
  );

  app.patch(
    '/firm',
    {
      preParsing: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Change the firm profile (admins): any of name, bio (plain text), FCA number and date, support email',
        body: AdminFirmUpdate,
        response: { 200: AdminFirm, ...rowErrors },
      },
    },
    async (request) => updateProfile(app.db, actorOf(request), request.body),
  );

  app.post(
    '/firm/logo',
    {
      preParsing: app.requireAdmin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary:
          'Upload the firm logo (admins): multipart field `file`, PNG, JPEG or WebP by content, at most 200 KB',
        response: { 200: AdminFirm, ...rowErrors },
      },
    },
    async (request) => {
      const body = request.body as Record<string, unknown> | null | undefined;
      return setLogo(app.db, actorOf(request), body && typeof body === 'object' ? body.file : undefined);
    },
  );

  app.delete(
    '/firm/logo',
    {
      preParsing: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Remove the firm logo (admins)',
        response: { 200: AdminFirm, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => removeLogo(app.db, actorOf(request)),
  );
};
export default adminRoutes;
