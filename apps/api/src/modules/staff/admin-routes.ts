import { adminStaffRoutes } from '@sextant/contracts/routes/admin-staff';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminStaffRoutes, (app) => ({
  adminMe: async (request) => app.staff.me(request.principal.userId, request.principal.firmId),
  adminListStaff: async (request) => app.staff.staffPage(request.principal.firmId, request.query),
  adminCreateStaff: async (request, reply) =>
    reply.code(201).send(await app.staff.createStaff(actorOf(request), request.body)),
  adminSetStaffRole: async (request) =>
    app.staff.changeStaffRole(actorOf(request), request.params.id, request.body.role),
  adminDeactivateStaff: async (request) =>
    app.staff.setStaffActive(actorOf(request), request.params.id, false),
  adminReactivateStaff: async (request) =>
    app.staff.setStaffActive(actorOf(request), request.params.id, true),
  adminInviteStaff: async (request) => app.staff.resendStaffInvite(actorOf(request), request.params.id),
}));
