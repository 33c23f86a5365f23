import { policyRoutes } from '@sextant/contracts/routes/policies';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(policyRoutes, (app) => ({
  listPolicies: async (request) => app.policies.list(request.principal.userId),
  viewPolicy: async (request) => app.policies.view(request.principal.userId, request.params.id),
  latestValuation: async (request) => app.policies.latest(request.principal.userId, request.params.id),
  valuationGraph: async (request) =>
    app.policies.graph(request.principal.userId, request.params.id, request.query.date_range),
  providerPolicies: async (request) =>
    app.policies.byProvider(request.principal.userId, request.principal.firmId, request.query.uuid),
}));
