import fp from 'fastify-plugin';
import routes from './routes';
import { createPasskeyService, type PasskeyService, relyingPartyOf } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    passkeys: PasskeyService;
  }
}

export interface PasskeyModuleOptions {
  /** The portal's address: the relying party id is its host name, the expected origin its origin. */
  publicUrl: string;
  /** Requests a minute from one IP to each WebAuthn call. */
  perIpPerMinute: number;
}

/** Passkeys: added in Account, used at sign-in as the second factor (through `app.auth`). */
export default fp<PasskeyModuleOptions>(
  async (app, options) => {
    app.decorate(
      'passkeys',
      createPasskeyService({
        db: app.db,
        clock: app.clock,
        auth: app.auth,
        rp: relyingPartyOf(options.publicUrl),
      }),
    );
    await app.register(routes(app.limits.perIp('passkeys', options.perIpPerMinute)));
  },
  { name: 'passkeys', dependencies: ['clock', 'db', 'limits', 'bodies', 'auth', 'auth-service'] },
);
