import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { DatabaseHandle } from '@/db/client';
import { createLimiters, type Limiters, type LimitStore } from '@/shared/limits';

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limiters;
    /** The Redis connection when REDIS_URL is set: the limits' store. */
    redis: Redis | null;
  }
}

/**
 * The rate limits' store, shared by every node: Redis when configured, else the PostgreSQL server, else
 * memory (the embedded database runs in one process). Redis is not waited for, at start-up or later: until
 * it answers, and whenever it stops, the limits (the global ceiling too) count in memory (shared/limits.ts),
 * and readiness says `degraded` rather than failing (modules/health).
 */
export default fp<{ database: DatabaseHandle; redisUrl?: string | undefined }>(
  async (app, { database, redisUrl }) => {
    // Commands fail rather than wait: at once while it is not connected (no offline queue), after a second
    // when it stops answering; the limits then count in memory instead of holding every request.
    const redis = redisUrl
      ? new Redis(redisUrl, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          connectTimeout: 2_000,
          commandTimeout: 1_000,
        })
      : null;
    if (redis) {
      // Reported through the limits' fallback warning; without a listener ioredis prints each one.
      redis.on('error', () => {});
      app.addHook('onClose', async () => redis.disconnect());
    }
    const store: LimitStore = redis
      ? { kind: 'redis', client: redis }
      : database.pool
        ? { kind: 'postgres', pool: database.pool }
        : { kind: 'memory' };
    app.decorate('redis', redis);
    app.decorate(
      'limits',
      createLimiters(store, () => app.log),
    );
  },
  { name: 'limits' },
);
