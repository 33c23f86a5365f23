import fp from 'fastify-plugin';
import type { Database, DatabaseHandle, DatabaseKind } from '@/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseKind;
  }
}

/** Decorates the app with the database; the caller that opened it closes it. */
export default fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('databaseKind', database.kind);
  },
  { name: 'db' },
);
