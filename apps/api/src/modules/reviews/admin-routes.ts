import { adminReviewRoutes } from '@sextant/contracts/routes/admin-documents';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminReviewRoutes, (app) => {
  const service = app.reviews;
  return {
    adminReviewReport: async (request) =>
      service.report(request.principal.firmId, request.query.from, request.query.to),
    adminClientService: async (request) => service.adminService(request.principal.firmId, request.params.id),
    adminUpdateClientService: async (request) =>
      service.updateService(actorOf(request), request.params.id, request.body),
    adminRecordReviewOutcome: async (request) =>
      service.recordOutcome(actorOf(request), request.params.id, request.body),
    adminViewStaffProfile: async (request) =>
      service.staffProfile(request.principal.firmId, request.params.id),
    adminUpdateStaffProfile: async (request) =>
      service.updateStaffProfile(actorOf(request), request.params.id, request.body),
  };
});
