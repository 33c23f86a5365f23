import { API_PREFIX } from '@sextant/contracts/route';
import fp from 'fastify-plugin';
import authRoutes from './routes';
import { type AuthService, createAuthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

export interface AuthModuleOptions {
  /** Base of the links in mail. */
  publicUrl: string;
  /** Attempts on one account in 15 minutes, across the auth calls. */
  perAccountPer15Minutes: number;
  /** Requests a minute from one IP to each auth call. */
  perIpPerMinute: number;
  /** Whether the server runs the demo (DEMO_DATA). */
  demoData?: boolean;
}

/**
 * Signing in, MFA, passwords and sessions. Registered on the root instance, so the other modules and the
 * CLI reach the service as `app.auth` (invites); its routes go under /v1 like every other module's.
 */
export default fp<AuthModuleOptions>(
  async (app, options) => {
    app.decorate(
      'auth',
      createAuthService({
        db: app.db,
        clock: app.clock,
        mailer: app.mailer,
        tokens: app.tokens,
        policy: app.sessionPolicy,
        publicUrl: options.publicUrl,
        demoData: options.demoData,
        accountLimiter: app.limits.limiter('account', options.perAccountPer15Minutes, 15 * 60),
      }),
    );
    await app.register(authRoutes(app.limits.perIp('auth', options.perIpPerMinute)), { prefix: API_PREFIX });
  },
  { name: 'auth-service', dependencies: ['clock', 'db', 'limits', 'bodies', 'mail', 'auth'] },
);
