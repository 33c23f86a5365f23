import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightCategories, messageThreads } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { auditRows } from '@/test/sign-in';

/** Sent as raw JSON text, so the escape reaches the parser exactly as a hostile client would write it. */
const json = (token: string | null, url: string, body: string, remoteAddress = '192.0.2.1') =>
  ({
    method: 'POST' as const,
    url,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body,
    remoteAddress,
  }) as const;

describe.each(testDatabaseKinds)('text no query can store, on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let client: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
  });
  afterAll(() => ctx?.close());

  const categoriesNamed = async (name: string) =>
    (await ctx.db.select({ n: count() }).from(insightCategories).where(eq(insightCategories.name, name)))[0]!
      .n;
  const threads = async () => (await ctx.db.select({ n: count() }).from(messageThreads))[0]!.n;

  it('refuses an unpaired surrogate in a back-office create with 422 before saving anything', async () => {
    const before = (await auditRows(ctx, 'admin.insight_category.create')).length;
    for (const name of ['Tax \\ud800', '\\udc00 Tax', 'Tax \\ud83d']) {
      const res = await ctx.app.inject(json(admin, '/v1/admin/insight-categories', `{"name":"${name}"}`));
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors).toEqual({ name: ['Contains a character that is not allowed.'] });
    }
    expect(await categoriesNamed('Tax \ud800')).toBe(0);
    expect((await auditRows(ctx, 'admin.insight_category.create')).length).toBe(before);

    // A paired surrogate is an ordinary character (an emoji) and is kept.
    const ok = await ctx.app.inject(
      json(admin, '/v1/admin/insight-categories', '{"name":"Tax \\ud83d\\ude00"}'),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().name).toBe('Tax 😀');
  });

  it("refuses an unpaired surrogate in a client's message, naming the field", async () => {
    const before = await threads();
    const res = await ctx.app.inject(
      json(client, '/v1/message', '{"subject":"Hello","body":"Hi \\udfff there"}'),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body: ['Contains a character that is not allowed.'] });
    expect(await threads()).toBe(before);
  });

  it('refuses JSON nested far too deep with 4xx, not a stack overflow, before signing in', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const inForm = `{"LoginForm":{"username":${deep},"password":"x"}}`;
    for (const body of [deep, inForm, `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`]) {
      const res = await ctx.app.inject(json(null, '/v1/authentication/create', body, '192.0.2.9'));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ body: ['Nested more than 64 levels deep.'] });
    }
    // Form posts nest by their bracket names just as deep.
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `LoginForm${'%5Ba%5D'.repeat(10_000)}=x&LoginForm%5Bpassword%5D=x`,
      remoteAddress: '192.0.2.10',
    });
    expect(form.statusCode).toBe(422);
    expect(form.json().errors).toEqual({ body: ['Nested more than 64 levels deep.'] });
  });
});
