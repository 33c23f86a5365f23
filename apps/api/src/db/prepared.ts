import type { Database } from './client';

/**
 * A query built once per database and kept prepared (drizzle's `.prepare(name)`: a named statement that
 * PostgreSQL parses and plans once a connection), for the calls every request makes: building the query
 * anew each time was a fifth of the API's CPU under load. Its values are `sql.placeholder`s, given at
 * `execute`. A transaction is a database of its own here, so a prepared query is never shared across one.
 */
export function preparedFor<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
