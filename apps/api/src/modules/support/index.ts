import fp from 'fastify-plugin';
import adminSupportRoutes from './admin-routes';
import { createSupportAdminService, type SupportAdminService } from './admin-service';
import supportRoutes from './routes';
import { createSupportService, type SupportService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    support: SupportService;
    supportAdmin: SupportAdminService;
  }
}

export interface SupportLimits {
  /** Support requests a minute from one IP. */
  perIpPerMinute: number;
  /** Support requests an hour naming one email. */
  perAccountPerHour: number;
}

/** Help with signing in: visitors ask for it, staff resolve the requests and keep the reasons offered. */
export default fp<SupportLimits>(
  async (app, limits) => {
    app.decorate(
      'support',
      createSupportService({
        db: app.db,
        clock: app.clock,
        mailer: app.mailer,
        perAccount: app.limits.limiter('support-account', limits.perAccountPerHour, 60 * 60),
      }),
    );
    app.decorate('supportAdmin', createSupportAdminService(app.db));
    await app.register(supportRoutes(app.limits.perIp('support', limits.perIpPerMinute)));
    await app.register(adminSupportRoutes);
  },
  { name: 'support', dependencies: ['clock', 'db', 'limits', 'bodies', 'mail', 'auth'] },
);
