import fp from 'fastify-plugin';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Database, DatabaseHandle, DatabaseKind } from '@/db/client';
import { requestWork } from '@/db/work-order';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseKind;
    /** Runs the calls that write a file (uploads) a few at a time: see FILE_WRITES_AT_ONCE. */
    fileWrites: LimitFunction;
  }
}

/**
 * Uploads written at once. PGlite runs one statement at a time, so a file's transaction holds every other
 * caller back while it runs: one at a time, each other call waits for one file at most, not for all of them
 * (ten 20 MB uploads at once left other clients without an answer for 60 s). PostgreSQL writes them side by
 * side; four bound the memory their encoding takes.
 */
export const FILE_WRITES_AT_ONCE: Record<DatabaseKind, number> = { pglite: 1, postgres: 4 };

/** Decorates the app with the database; the caller that opened it closes it. */
export default fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('databaseKind', database.kind);
    app.decorate('fileWrites', pLimit(FILE_WRITES_AT_ONCE[database.kind]));
    // The embedded database serves the oldest request's calls first (db/work-order.ts); PostgreSQL's pool
    // needs no order of its own.
    if (database.kind === 'pglite') {
      app.addHook('onRequest', (_request, reply, done) => {
        const work = { arrivedAt: Date.now(), answered: false };
        reply.raw.once('close', () => {
          work.answered = true;
        });
        requestWork.run(work, done);
      });
    }
  },
  { name: 'db' },
);
