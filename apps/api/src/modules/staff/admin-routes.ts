import { StaffMe } from '@sextant/contracts/admin';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../shared/errors';
import { findStaffMember } from './repository';

/** Back-office calls of staff accounts, under /v1/admin behind the staff guard. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['admin: staff'],
        security: [{ bearer: [] }],
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
};
export default adminRoutes;
