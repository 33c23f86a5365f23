import type { PublicSettings } from '@sextant/contracts/settings';
import { type App, buildApp } from '../app';
import type { Database, DatabaseKind } from '../db/client';
import { openTestDatabase } from './databases';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_SETTINGS: PublicSettings = {
  sentryDsn: null,
  environment: 'production',
  release: null,
  links: {
    about: 'https://a.example/about',
    terms: 'https://a.example/terms',
    privacy: 'https://a.example/privacy',
  },
};

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-21T09:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
  });
}

export interface TestContext {
  app: App;
  db: Database;
  clock: ReturnType<typeof testClock>;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated database of the given kind. */
export async function createTestContext(
  kind: DatabaseKind,
  options: { webRoot?: string; seed?: (db: Database) => Promise<unknown> } = {},
): Promise<TestContext> {
  const database = await openTestDatabase(kind);
  if (options.seed) await options.seed(database.db);
  const clock = testClock();
  const app = await buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    settings: TEST_SETTINGS,
    webRoot: options.webRoot,
    clock,
  });
  return {
    app,
    db: database.db,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
