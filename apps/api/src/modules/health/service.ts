import type { DEGRADED_PARTS, Health } from '@sextant/contracts/health';
import type { Redis } from 'ioredis';
import { type Database, type DatabaseKind, pingDatabase } from '@/db/client';
import { isDatabaseBusy } from '@/db/errors';
import { HttpError } from '@/shared/errors';

/** Whether Redis answers now; one that stopped answering times out (its commandTimeout, plugins/limits.ts). */
async function redisAnswers(redis: Redis): Promise<boolean> {
  // Not connected (or reconnecting): its commands fail at once rather than queue.
  return redis.status === 'ready' && (await redis.ping().catch(() => null)) === 'PONG';
}

/**
 * Whether this node can serve: only the database is needed (503 without it). Redis not answering, or
 * every pool connection in use, leaves the node serving, so it stays ready and says it is degraded: a load
 * balancer that took every node out for a part they can do without would turn it into a full outage.
 */
export function createHealthService(
  db: Database,
  databaseKind: DatabaseKind,
  limits: Health['limits'],
  redis: Redis | null,
) {
  return {
    async ready(): Promise<Health> {
      const degraded: (typeof DEGRADED_PARTS)[number][] = [];
      try {
        await pingDatabase(db);
      } catch (error) {
        if (!isDatabaseBusy(error)) throw new HttpError(503, 'The database is not answering.');
        degraded.push('database-pool');
      }
      if (redis && !(await redisAnswers(redis))) degraded.push('redis');
      return degraded.length > 0
        ? { status: 'degraded', database: databaseKind, limits, degraded }
        : { status: 'ok', database: databaseKind, limits };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
