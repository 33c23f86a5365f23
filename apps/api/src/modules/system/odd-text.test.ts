import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightCategories, messageThreads } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { auditRows, userByEmail } from '@/test/sign-in';
import { multipartFiles, pdfBytes } from '@/test/upload';

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
    // As deep as the sign-in form's 16 KB holds (FORM_BODY); deeper is refused unread, as too large (413).
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const inForm = `{"LoginForm":{"username":${deep},"password":"x"}}`;
    for (const body of [deep, inForm, `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`]) {
      const res = await ctx.app.inject(json(null, '/v1/authentication/create', body, '192.0.2.9'));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ body: ['Nested more than 64 levels deep.'] });
    }
    // Form posts nest by their bracket names just as deep.
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `LoginForm${'%5Ba%5D'.repeat(1_500)}=x&LoginForm%5Bpassword%5D=x`,
      remoteAddress: '192.0.2.10',
    });
    expect(form.statusCode).toBe(422);
    expect(form.json().errors).toEqual({ body: ['Nested more than 64 levels deep.'] });
  });
  it('takes or refuses (422) every upload whose file holds a NUL or bytes that are not UTF-8, never a 5xx', async () => {
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    const report = await ctx.app.inject({
      ...json(admin, '/v1/admin/due-diligence', '{"financial_year":"2011/12","title":"Odd bytes"}'),
    });
    expect(report.statusCode, report.body).toBe(201);
    const odd = Buffer.from([0x00, 0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x00]);
    // A real file of each kind with the odd bytes inside is taken as the binary it is: the control.
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), odd]);
    const uploads: { url: string; fields: Record<string, string>; good: Buffer }[] = [
      {
        url: `/v1/admin/clients/${demo.id}/documents`,
        fields: { category: 'other', title: 'Odd bytes' },
        good: pdfBytes('odd'),
      },
      { url: `/v1/admin/due-diligence/${report.json().uuid}/document`, fields: {}, good: pdfBytes('odd') },
      { url: '/v1/admin/firm/logo', fields: {}, good: png },
    ];
    for (const { url, fields, good } of uploads) {
      for (const [file, taken] of [
        [{ data: odd, filename: 'odd.pdf' }, false],
        [{ data: Buffer.concat([good, odd]), filename: 'odd.pdf' }, true],
        // In the part's own file name, which no call keeps.
        [{ data: good, filename: 'o\u0000d\xffd.pdf' }, true],
      ] as const) {
        const body = multipartFiles({ file }, fields);
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${admin}` },
        });
        if (taken) expect([200, 201], `${url}: ${res.body}`).toContain(res.statusCode);
        else expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
      }
    }
  });
});
