import { adminAuditRoutes } from '@sextant/contracts/routes/admin-audit';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminAuditRoutes, (app) => ({
  adminListAudit: async (request) => app.audit.list(request.principal.firmId, request.query),
  adminAuditActions: async (request) => app.audit.actions(request.principal.firmId),
}));
