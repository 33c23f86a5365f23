import type { Health } from '@sextant/contracts/health';
import { type Database, type DatabaseKind, pingDatabase } from '@/db/client';
import { HttpError } from '@/shared/errors';

/** Whether this node can serve: its database answers. */
export function createHealthService(db: Database, databaseKind: DatabaseKind) {
  return {
    async check(): Promise<Health> {
      try {
        await pingDatabase(db);
      } catch {
        throw new HttpError(503, 'The database is not answering.');
      }
      return { status: 'ok' as const, database: databaseKind };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
