import { supportRoutes } from '@sextant/contracts/routes/support';
import { routesOf } from '@/shared/routes/serve';

/** The support calls, the request limited to `perIpPerMinute` from one IP. */
export default (perIpPerMinute: number) =>
  routesOf(supportRoutes, (app) => ({
    supportReasons: async () => app.support.reasons(),
    contactSupport: {
      config: { rateLimit: { max: perIpPerMinute, timeWindow: '1 minute' } },
      handler: async (request) => app.support.request(request.body, request.ip),
    },
  }));
