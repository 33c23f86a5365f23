import { StaffMe } from '@sextant/contracts/admin';
import {
  AdminStaffCreate,
  AdminStaffInvite,
  AdminStaffList,
  AdminStaffMember,
  AdminStaffQuery,
  AdminStaffRoleUpdate,
} from '@sextant/contracts/admin-staff';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../shared/actor';
import { IdParams, rowErrors } from '../../shared/admin-routes';
import { unauthorized } from '../../shared/errors';
import { findStaffMember } from './repository';
import {
  changeStaffRole,
  createStaff,
  resendStaffInvite,
  type StaffDeps,
  setStaffActive,
  staffPage,
} from './service';

/** Back-office calls of staff accounts, under /v1/admin behind the staff guard. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: staff'];
  const security = [{ bearer: [] }];
  const deps = (): StaffDeps => ({ db: app.db, sendInvite: app.auth.sendInvite, now: app.clock() });

  app.get(
    '/me',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in staff member and their firm',
        response: { 200: StaffMe, 401: ErrorBody },
      },
    },
    async (request) => {
      const { userId, firmId } = request.principal!;
      const me = await findStaffMember(app.db, userId, firmId);
      if (!me || me.role === 'client') throw unauthorized();
      return {
        uuid: me.id,
        email: me.email,
        first_name: me.firstName,
        surname: me.surname,
        role: me.role,
        firm: { uuid: me.firmId, name: me.firmName, logo: me.firmLogo },
      };
    },
  );

  // Managing staff: admins only (an adviser's session answers 401).
  app.get(
    '/staff',
    {
      preParsing: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "The firm's staff (admins only)",
        querystring: AdminStaffQuery,
        response: { 200: AdminStaffList, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => staffPage(app.db, request.principal!.firmId, request.query),
  );

  app.post(
    '/staff',
    {
      preParsing: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Add a staff member and mail them a one-time password set-up link (admins only)',
        description:
          'Answers the staff member and the link (shown once). They set a password on the invite page, ' +
          'then set up two-factor authentication at their first sign-in.',
        body: AdminStaffCreate,
        response: { 201: AdminStaffInvite, ...rowErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createStaff(deps(), actorOf(request), request.body)),
  );

  app.put(
    '/staff/:id/role',
    {
      preParsing: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "Change a staff member's role (admins only; not your own)",
        description: "Applies at once; a demotion ends the staff member's sessions.",
        params: IdParams,
        body: AdminStaffRoleUpdate,
        response: { 200: AdminStaffMember, ...rowErrors },
      },
    },
    async (request) => changeStaffRole(deps(), actorOf(request), request.params.id, request.body.role),
  );

  app.post(
    '/staff/:id/deactivate',
    {
      preParsing: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Deactivate a staff member: ends their sessions (admins only; not yourself)',
        params: IdParams,
        response: { 200: AdminStaffMember, ...rowErrors },
      },
    },
    async (request) => setStaffActive(deps(), actorOf(request), request.params.id, false),
  );

  app.post(
    '/staff/:id/reactivate',
    {
      preParsing: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Reactivate a staff member (admins only)',
        params: IdParams,
        response: { 200: AdminStaffMember, ...rowErrors },
      },
    },
    async (request) => setStaffActive(deps(), actorOf(request), request.params.id, true),
  );

  app.post(
    '/staff/:id/invite',
    {
      preParsing: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Mail the password set-up link again; the earlier one stops working (admins only)',
        params: IdParams,
        response: { 200: AdminStaffInvite, ...rowErrors },
      },
    },
    async (request) => resendStaffInvite(deps(), actorOf(request), request.params.id),
  );
};
export default adminRoutes;
