import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemSettings } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';

describe.each(testDatabaseKinds)('GET /v1/system/cache on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx?.close());

  const cache = () => ctx.app.inject({ url: '/v1/system/cache', headers: { accept: 'application/json' } });
  const store = (value: unknown) =>
    ctx.db
      .insert(systemSettings)
      .values({ key: 'cache', value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value } });

  it('answers the default setting without a token when none is stored', async () => {
    const res = await cache();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ enabled: true, max_age_seconds: 300 });
  });

  it('answers the stored setting', async () => {
    await store({ enabled: false, max_age_seconds: 0 });
    expect((await cache()).json()).toEqual({ enabled: false, max_age_seconds: 0 });
    await store({ enabled: true, max_age_seconds: 60 });
    expect((await cache()).json()).toEqual({ enabled: true, max_age_seconds: 60 });
  });

  it('falls back to the default for a malformed stored setting', async () => {
    await store({ enabled: 'yes', max_age_seconds: -1 });
    expect((await cache()).json()).toEqual({ enabled: true, max_age_seconds: 300 });
  });
});
