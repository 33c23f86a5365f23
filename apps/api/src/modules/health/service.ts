import type { Health } from '@sextant/contracts/health';
import type { Redis } from 'ioredis';
import { type Database, type DatabaseKind, pingDatabase } from '@/db/client';
import { HttpError } from '@/shared/errors';

/** Whether this node can serve: its database answers, and Redis when the limits count there. */
export function createHealthService(
  db: Database,
  databaseKind: DatabaseKind,
  limits: Health['limits'],
  redis: Redis | null,
) {
  return {
    async ready(): Promise<Health> {
      try {
        await pingDatabase(db);
      } catch {
        throw new HttpError(503, 'The database is not answering.');
      }
      if (redis && (await redis.ping().catch(() => null)) !== 'PONG')
        throw new HttpError(503, 'Redis is not answering.');
      return { status: 'ok' as const, database: databaseKind, limits };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
