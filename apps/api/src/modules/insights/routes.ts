import { insightRoutes } from '@sextant/contracts/routes/insights';
import { routesOf } from '@/shared/routes/serve';
import type { SessionPrincipal } from '@/shared/sessions/repository';
import { gatherInsightSearch } from './search-query';
import type { Reader } from './service';

export default routesOf(insightRoutes, (app) => {
  const reader = ({ principal }: { principal: SessionPrincipal }): Reader => ({
    firmId: principal.firmId,
    userId: principal.userId,
    now: app.clock(),
  });
  return {
    searchInsights: {
      // The search's bracket names are gathered into the shape its query schema reads: after the app's own
      // checks of the raw query, before validation.
      preValidation: async (request) => {
        request.query = gatherInsightSearch(request.query as Record<string, unknown>);
      },
      handler: async (request) => app.insights.list(reader(request), request.query),
    },
    insightCategories: async (request) => app.insights.categories(request.principal.firmId),
    insightAuthors: async (request) => app.insights.authors(request.principal.firmId),
    readInsight: async (request) => app.insights.read(reader(request), request.params.id),
    likeInsight: async (request) => app.insights.like(reader(request), request.params.id),
  };
});
