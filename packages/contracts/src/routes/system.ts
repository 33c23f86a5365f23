import { CacheSetting } from '../auth';
import { defineRoutes } from '../route';

/** Settings the app reads before anyone signs in. */
export const systemRoutes = defineRoutes(
  { tags: ['system'], scope: 'public' },
  {
    cacheSetting: {
      method: 'GET',
      path: '/system/cache',
      summary: 'How long the app may serve cached data',
      description: 'The stale time of the app’s query cache (TanStack Query).',
      responses: { 200: CacheSetting },
    },
  },
);
