import { policyRoutes } from '@sextant/contracts/routes/policies';
import { routesOf } from '@/shared/routes/serve';
import type { PolicyService } from './service';

export default routesOf(policyRoutes, (app) => ({
  listPolicies: {
    // The session and the list in one statement; the guard checks the session before the handler runs.
    config: { sessionQuery: app.policies.listWithSession },
    handler: async (request) =>
      app.policies.list(request.sessionData as Parameters<PolicyService['list']>[0]),
  },
  viewPolicy: async (request) => app.policies.view(request.principal.userId, request.params.id),
  latestValuation: async (request) => app.policies.latest(request.principal.userId, request.params.id),
  valuationGraph: async (request) =>
    app.policies.graph(request.principal.userId, request.params.id, request.query.date_range),
  providerPolicies: async (request) =>
    app.policies.byProvider(request.principal.userId, request.principal.firmId, request.query.uuid),
}));
