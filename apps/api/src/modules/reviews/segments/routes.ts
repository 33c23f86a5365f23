import { adminSegmentRoutes } from '@sextant/contracts/routes/admin-segments';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';

export default routesOf(adminSegmentRoutes, (app) => {
  const segments = app.reviews.segments;
  return {
    adminListSegments: async (request) => segments.list(request.principal.firmId),
    adminCreateSegment: async (request, reply) =>
      reply.code(201).send(await segments.create(actorOf(request), request.body)),
    adminUpdateSegment: async (request) => segments.update(actorOf(request), request.params.id, request.body),
    adminDeleteSegment: async (request) => segments.remove(actorOf(request), request.params.id),
  };
});
