import { CacheSetting } from '@sextant/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSetting } from './repository';

const DEFAULT_CACHE: CacheSetting = { enabled: true, max_age_seconds: 300 };

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/cache',
    {
      schema: {
        tags: ['system'],
        summary: 'How long the app may serve cached data',
        response: { 200: CacheSetting },
      },
    },
    async () => {
      const stored = CacheSetting.safeParse(await readSetting(app.db, 'cache'));
      return stored.success ? stored.data : DEFAULT_CACHE;
    },
  );
};
export default systemRoutes;
