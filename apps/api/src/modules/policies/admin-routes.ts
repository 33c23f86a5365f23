import { adminPolicyRoutes } from '@sextant/contracts/routes/admin-policies';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';
import { csvOf } from './imports/csv-body';

export default routesOf(adminPolicyRoutes, (app) => ({
  listAdminPolicies: async (request) =>
    app.policiesAdmin.listPolicies(request.principal.firmId, request.query),
  adminPolicyOptions: async (request) =>
    app.policiesAdmin.policyOptions(request.principal.firmId, request.query.q),
  createAdminPolicy: async (request, reply) =>
    reply.code(201).send(await app.policiesAdmin.createPolicy(actorOf(request), request.body)),
  getAdminPolicy: async (request) => app.policiesAdmin.getPolicy(request.principal.firmId, request.params.id),
  updateAdminPolicy: async (request) =>
    app.policiesAdmin.updatePolicy(actorOf(request), request.params.id, request.body),
  listAdminValuations: async (request) =>
    app.policiesAdmin.listValuations(request.principal.firmId, request.params.id, request.query),
  startValuationImport: {
    handler: async (request, reply) => {
      const job = await app.policiesAdmin.startImport(
        actorOf(request),
        'valuations',
        csvOf(request.body),
        request.query.file_name || null,
      );
      return reply.code(202).send(job);
    },
  },
  getValuationImport: async (request) =>
    app.policiesAdmin.findImport(request.principal.firmId, 'valuations', request.params.id),
  listWaitingImportPreviews: async (request) =>
    app.policiesAdmin.waiting.page(actorOf(request), request.query),
  getImportPreview: async (request) =>
    app.policiesAdmin.previews.get(request.principal.firmId, request.params.id),
  confirmImportPreview: async (request) =>
    app.policiesAdmin.previews.confirm(actorOf(request), request.params.id),
  cancelImportPreview: async (request) =>
    app.policiesAdmin.previews.cancel(actorOf(request), request.params.id),
}));
