import { INSIGHT_PAGE_SIZE } from '@sextant/contracts/insights';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firms,
  insightAuthors,
  insightCategories,
  insightCategoryLinks,
  insightLikes,
  insights,
  users,
} from '@/db/schema/index';
import { createTestContext, openApiDocument, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoInsights } from '@/test/fixtures/insights';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { addClient, userByEmail } from '@/test/sign-in';
import { gatherInsightSearch } from './search-query';

/** The test clock's start: seeding against it keeps the demo insights in the past whenever tests run. */
const NOW = new Date('2026-11-21T09:00:00Z');
const HOUR = 60 * 60 * 1000;
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

const MALICIOUS_BODY =
  '<p>Hello <strong>world</strong></p><script>alert(1)</script>' +
  '<img src="https://cdn.example/a.png" alt="chart" onerror="steal()">' +
  '<a href="javascript:steal()">bad</a><a href="https://ok.example/">good</a>' +
  '<p onclick="steal()" style="color:red">text</p><iframe src="https://evil.example"></iframe>';

/**
 * A second firm with fully known insights: 20 published an hour apart (F2 #0 newest), authors
 * W1 (even) and W2 (odd), category C1 on #0–#11 and C2 on #8–#19, C3 on none; plus a draft and
 * one scheduled for tomorrow. #0 carries a hostile body and #1 a javascript: image.
 */
async function seedSecondFirm(ctx: TestContext) {
  const [firm] = await ctx.db
    .insert(firms)
    .values({
      name: 'Second Firm',
      fcaNumber: '100001',
      fcaRegisteredDate: '2020-01-01',
      supportEmail: 'help@second.test',
    })
    .returning();
  const firmId = firm!.id;
  const clients = await ctx.db
    .insert(users)
    .values(
      ['x', 'y'].map((name) => ({
        firmId,
        email: `${name}@second.test`,
        firstName: name.toUpperCase(),
        surname: 'Second',
      })),
    )
    .returning();
  const [c1, c2, c3] = await ctx.db
    .insert(insightCategories)
    .values(['C1', 'C2', 'C3'].map((name) => ({ firmId, name })))
    .returning();
  const [w1, w2] = await ctx.db
    .insert(insightAuthors)
    .values(['W1', 'W2'].map((name) => ({ firmId, name })))
    .returning();
  const published = await ctx.db
    .insert(insights)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        firmId,
        authorId: i % 2 === 0 ? w1!.id : w2!.id,
        title: `F2 #${i}`,
        summary: `Summary ${i}`,
        body: i === 0 ? MALICIOUS_BODY : `<p>Body ${i}</p>`,
        image: i === 1 ? 'javascript:alert(1)' : i === 2 ? 'https://cdn.example/2.png' : null,
        status: 'published' as const,
        publishedAt: new Date(NOW.getTime() - (i + 1) * HOUR),
      })),
    )
    .returning();
  await ctx.db
    .insert(insightCategoryLinks)
    .values([
      ...published.slice(0, 12).map((row) => ({ insightId: row.id, categoryId: c1!.id })),
      ...published.slice(8).map((row) => ({ insightId: row.id, categoryId: c2!.id })),
    ]);
  const [draft, scheduled] = await ctx.db
    .insert(insights)
    .values([
      { firmId, authorId: w1!.id, title: 'Draft', summary: 's', body: '<p>d</p>', status: 'draft' as const },
      {
        firmId,
        authorId: w1!.id,
        title: 'Tomorrow',
        summary: 's',
        body: '<p>t</p>',
        status: 'published' as const,
        publishedAt: new Date(NOW.getTime() + 24 * HOUR),
      },
    ])
    .returning();
  await ctx.db.insert(insightCategoryLinks).values([
    { insightId: draft!.id, categoryId: c1!.id },
    { insightId: scheduled!.id, categoryId: c1!.id },
  ]);
  return {
    firmId,
    clients: clients.map((row) => row.email),
    categories: { c1: c1!.id, c2: c2!.id, c3: c3!.id },
    authors: { w1: w1!.id, w2: w2!.id },
    published: published.map((row) => row.id),
    draft: draft!.id,
    scheduled: scheduled!.id,
  };
}

describe('gatherInsightSearch', () => {
  it('gathers one key, repeated keys, [] keys and comma lists into one category list', () => {
    expect(gatherInsightSearch({ 'InsightSearch[categories]': '1' })).toEqual({
      'InsightSearch[categories]': ['1'],
    });
    expect(
      gatherInsightSearch({
        'InsightSearch[categories]': ['1', '2, 3'],
        'InsightSearch[categories][]': '4',
        'InsightSearch[categories][0]': '5',
        'InsightSearch[writer]': '7',
        page: '2',
      }),
    ).toEqual({
      'InsightSearch[categories]': ['1', '2', '3', '4', '5'],
      'InsightSearch[writer]': '7',
      page: '2',
    });
  });

  it('reads blank filters as no filter, and leaves other keys to validation', () => {
    expect(
      gatherInsightSearch({ 'InsightSearch[categories]': '', 'InsightSearch[writer]': ' ', page: 'x' }),
    ).toEqual({ page: 'x' });
  });
});

describe.each(testDatabaseKinds)('insights on %s', (kind) => {
  let ctx: TestContext;
  let second: Awaited<ReturnType<typeof seedSecondFirm>>;
  let tokens: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm } = await createDemoPeople(db, NOW);
        await createDemoInsights(db, firm.id, NOW);
      },
    });
    second = await seedSecondFirm(ctx);
    tokens = {};
    for (const email of ['demo@sextant.test', 'vip@sextant.test', ...second.clients]) {
      tokens[email] = (await tokenFor(ctx.app, email)).token;
    }
  });
  afterAll(() => ctx?.close());

  const X = 'x@second.test';
  const Y = 'y@second.test';
  const call = (email: string, url: string, method: 'GET' | 'POST' = 'GET') =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[email]}` } });
  const titles = (body: { items: Array<{ title: string }> }) => body.items.map((item) => item.title);
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `F2 #${from + i}`);
  const q = (params: Record<string, string | string[]>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
    }
    return `/v1/insights?${search}`;
  };

  it("lists the firm's published insights newest first, 10 a page, with a next link", async () => {
    const res = await call(X, '/v1/insights');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titles(body)).toEqual(range(0, 10));
    expect(body._links.next.href).toBe('/v1/insights?page=2');
    expect(body.items[2]).toEqual({
      uuid: second.published[2],
      title: 'F2 #2',
      summary: 'Summary 2',
      image: 'https://cdn.example/2.png',
      published_at: new Date(NOW.getTime() - 3 * HOUR).toISOString(),
      author: { id: second.authors.w1, name: 'W1' },
      categories: [{ id: second.categories.c1, name: 'C1' }],
      like_count: 0,
      liked: false,
      _links: {
        self: { href: `/v1/insights/${second.published[2]}` },
        like: { href: `/v1/insights/${second.published[2]}/like` },
      },
    });
    expect(body.items[9].categories.map((c: { name: string }) => c.name)).toEqual(['C1', 'C2']);
    expect(body.items[1].image).toBeNull();
    expect(body.items[0]).not.toHaveProperty('body');
  });

  it('ends on an exactly full last page without a next link, and answers empty pages beyond', async () => {
    const page2 = (await call(X, '/v1/insights?page=2')).json();
    expect(titles(page2)).toEqual(range(10, 20));
    expect(page2._links.next).toBeUndefined();
    const page3 = await call(X, '/v1/insights?page=3');
    expect(page3.statusCode).toBe(200);
    expect(page3.json()).toEqual({ items: [], _links: {} });
    expect((await call(X, '/v1/insights?page=999999')).json().items).toEqual([]);
  });

  it('pages the demo firm through its 32 articles', async () => {
    const seen: string[] = [];
    let href: string | undefined = '/v1/insights';
    const sizes: number[] = [];
    while (href) {
      const body: { items: Array<{ uuid: string }>; _links: { next?: { href: string } } } = (
        await call('demo@sextant.test', href)
      ).json();
      sizes.push(body.items.length);
      seen.push(...body.items.map((item) => item.uuid));
      href = body._links.next?.href;
    }
    expect(sizes).toEqual([10, 10, 10, 2]);
    expect(new Set(seen).size).toBe(32);
  });

  it('filters by one category, several (any of them, each insight once), by writer, and by both', async () => {
    const { c1, c2 } = second.categories;
    const { w1, w2 } = second.authors;
    const one = (await call(X, q({ 'InsightSearch[categories]': String(c1) }))).json();
    expect(titles(one)).toEqual(range(0, 10));
    expect(one._links.next.href).toBe(
      `/v1/insights?${new URLSearchParams({ 'InsightSearch[categories]': String(c1), page: '2' })}`,
    );
    const next = (await call(X, one._links.next.href)).json();
    expect(titles(next)).toEqual(range(10, 12));
    expect(next._links.next).toBeUndefined();

    const all = range(0, 20);
    const spellings: Array<Record<string, string | string[]>> = [
      { 'InsightSearch[categories]': `${c1},${c2}` },
      { 'InsightSearch[categories]': [String(c1), String(c2)] },
      { 'InsightSearch[categories][]': [String(c1), String(c2)] },
    ];
    for (const params of spellings) {
      const page1 = (await call(X, q(params))).json();
      const page2 = (await call(X, page1._links.next.href)).json();
      expect([...titles(page1), ...titles(page2)]).toEqual(all);
      expect(page2._links.next).toBeUndefined();
    }

    const writer = (await call(X, q({ 'InsightSearch[writer]': String(w1) }))).json();
    expect(titles(writer)).toEqual(all.filter((_, i) => i % 2 === 0));
    expect(writer._links.next).toBeUndefined();

    const both = (
      await call(X, q({ 'InsightSearch[categories]': String(c2), 'InsightSearch[writer]': String(w2) }))
    ).json();
    expect(titles(both)).toEqual(['F2 #9', 'F2 #11', 'F2 #13', 'F2 #15', 'F2 #17', 'F2 #19']);

    const bothLinked = (
      await call(
        X,
        q({ 'InsightSearch[categories]': String(c1), 'InsightSearch[writer]': String(w1), page: '1' }),
      )
    ).json();
    expect(titles(bothLinked)).toEqual(['F2 #0', 'F2 #2', 'F2 #4', 'F2 #6', 'F2 #8', 'F2 #10']);

    const blank = (await call(X, q({ 'InsightSearch[categories]': '', 'InsightSearch[writer]': '' }))).json();
    expect(titles(blank)).toEqual(range(0, 10));
  });

  it("answers no insights for an unknown id or another firm's category or writer", async () => {
    const demoCategories = (await call('demo@sextant.test', '/v1/insights/categories')).json();
    const demoAuthors = (await call('demo@sextant.test', '/v1/insights/authors')).json();
    const searches: Array<Record<string, string>> = [
      { 'InsightSearch[categories]': '999999' },
      { 'InsightSearch[categories]': String(second.categories.c3) },
      { 'InsightSearch[writer]': '999999' },
      { 'InsightSearch[categories]': Object.keys(demoCategories)[0]! },
      { 'InsightSearch[writer]': Object.keys(demoAuthors)[0]! },
    ];
    for (const params of searches) {
      const res = await call(X, q(params));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [], _links: {} });
    }
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=', 'page'],
    ['page=1&page=2', 'page'],
    ['InsightSearch[categories]=abc', 'InsightSearch[categories].0'],
    ['InsightSearch[categories]=1,x', 'InsightSearch[categories].1'],
    ['InsightSearch[categories]=0', 'InsightSearch[categories].0'],
    ['InsightSearch[writer]=x', 'InsightSearch[writer]'],
    ['InsightSearch[writer]=1&InsightSearch[writer]=2', 'InsightSearch[writer]'],
  ])('answers 422 for %s', async (query, field) => {
    const res = await call(X, `/v1/insights?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 422, errors: { [field]: [expect.any(String)] } });
  });

  it('answers 422 for more than 50 categories', async () => {
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect((await call(X, q({ 'InsightSearch[categories]': many }))).statusCode).toBe(422);
  });

  it("answers the caller's firm's categories and authors as id-to-name maps", async () => {
    const { c1, c2, c3 } = second.categories;
    expect((await call(X, '/v1/insights/categories')).json()).toEqual({
      [c1]: 'C1',
      [c2]: 'C2',
      [c3]: 'C3',
    });
    expect((await call(X, '/v1/insights/authors')).json()).toEqual({
      [second.authors.w1]: 'W1',
      [second.authors.w2]: 'W2',
    });
    const demo = (await call('demo@sextant.test', '/v1/insights/categories')).json();
    expect(Object.values(demo)).toEqual([
      'Markets',
      'Pensions',
      'Tax planning',
      'Retirement',
      'Regulation',
      'Sustainable investing',
    ]);
    for (const key of Object.keys(demo)) expect(key).toMatch(/^\d+$/);
    expect(Object.values((await call('demo@sextant.test', '/v1/insights/authors')).json())).toContain(
      'Eleanor Whitfield',
    );
  });

  it('serves an insight with its body sanitised on the way out', async () => {
    const res = await call(X, `/v1/insights/${second.published[0]}`);
    expect(res.statusCode).toBe(200);
    const insight = res.json();
    expect(insight).toMatchObject({ uuid: second.published[0], title: 'F2 #0', author: { name: 'W1' } });
    expect(insight.body).not.toMatch(/<script|alert\(|onerror|onclick|javascript:|iframe|style=/i);
    expect(insight.body).toContain('<p>Hello <strong>world</strong></p>');
    expect(insight.body).toContain('<img src="https://cdn.example/a.png" alt="chart" />');
    expect(insight.body).toMatch(/<a href="https:\/\/ok\.example\/"[^>]*rel="noopener noreferrer nofollow"/);
    expect(insight.body).toContain('target="_blank"');
    expect(insight.body).toContain('<p>text</p>');
    // The stored HTML is left as it was: sanitising happens on every read.
    const [stored] = await ctx.db.select().from(insights).where(eq(insights.id, second.published[0]!));
    expect(stored!.body).toBe(MALICIOUS_BODY);
    expect((await call(X, `/v1/insights/${second.published[1]}`)).json().image).toBeNull();
  });

  it('keeps the seeded articles readable: the sanitiser leaves their sections and lists as written', async () => {
    const page = (await call('demo@sextant.test', '/v1/insights')).json();
    for (const item of page.items.slice(0, 3)) {
      const insight = (await call('demo@sextant.test', item._links.self.href)).json();
      const [stored] = await ctx.db.select().from(insights).where(eq(insights.id, insight.uuid));
      expect(insight.body).toBe(stored!.body);
      expect(insight.body).toMatch(/^<h3>[^<]+<\/h3><p>/);
      expect(insight.body).not.toContain(insight.summary);
    }
    const withList = (await call('demo@sextant.test', page.items[1]._links.self.href)).json();
    expect(withList.body).toContain('<ul><li>');
  });

  it('counts one like per client, idempotently, and tells each caller whether they liked it', async () => {
    const id = second.published[3]!;
    const like = (email: string) => call(email, `/v1/insights/${id}/like`, 'POST');
    const first = await like(X);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ like_count: 1, liked: true });
    expect((await like(X)).json()).toEqual({ like_count: 1, liked: true });
    expect((await like(Y)).json()).toEqual({ like_count: 2, liked: true });
    const [rows] = [await ctx.db.select().from(insightLikes).where(eq(insightLikes.insightId, id))];
    expect(rows).toHaveLength(2);

    const xDetail = (await call(X, `/v1/insights/${id}`)).json();
    expect(xDetail).toMatchObject({ like_count: 2, liked: true });
    const listed = (await call(X, '/v1/insights')).json().items.find((i: { uuid: string }) => i.uuid === id);
    expect(listed).toMatchObject({ like_count: 2, liked: true });

    const other = await addClient(ctx);
    const { token } = await tokenFor(ctx.app, other.email);
    const likeOther = await ctx.app.inject({
      method: 'POST',
      url: `/v1/insights/${(await call('demo@sextant.test', '/v1/insights')).json().items[0].uuid}/like`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(likeOther.json()).toEqual({ like_count: 1, liked: true });
  });

  it('takes likes sent at the same time once', async () => {
    const id = second.published[4]!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(X, `/v1/insights/${id}/like`, 'POST')),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect((await call(X, `/v1/insights/${id}`)).json().like_count).toBe(1);
  });

  describe('404 for every insight the caller may not see', () => {
    const hidden = (): Array<[string, string, string]> => [
      ['a draft of their own firm', X, second.draft],
      ['a scheduled insight of their own firm', X, second.scheduled],
      ["another firm's published insight", 'demo@sextant.test', second.published[5]!],
      ["another firm's published insight (other way)", 'vip@sextant.test', second.published[6]!],
      ['an unknown id', X, MISSING_UUID],
    ];

    it('on read and on like, and a like is never stored', async () => {
      for (const [what, email, id] of hidden()) {
        const read = await call(email, `/v1/insights/${id}`);
        expect(read.statusCode, `read ${what}`).toBe(404);
        expect(read.json()).toMatchObject({ name: 'Not Found', status: 404 });
        expect((await call(email, `/v1/insights/${id}/like`, 'POST')).statusCode, `like ${what}`).toBe(404);
      }
      const demo = await userByEmail(ctx, 'demo@sextant.test');
      expect(await ctx.db.select().from(insightLikes).where(eq(insightLikes.userId, demo.id))).toEqual([]);
      expect(
        await ctx.db
          .select()
          .from(insightLikes)
          .where(and(eq(insightLikes.insightId, second.draft))),
      ).toEqual([]);
    });

    it('answers 422 for a malformed id, as for any bad value', async () => {
      for (const id of ['not-a-uuid', 'x'.repeat(100), `${MISSING_UUID}0`]) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await call(
            X,
            method === 'GET' ? `/v1/insights/${id}` : `/v1/insights/${id}/like`,
            method,
          );
          expect(res.statusCode).toBe(422);
          expect(res.json().errors.id).toEqual([expect.any(String)]);
        }
      }
    });

    it('and never lists them', async () => {
      const demoIds: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const body = (await call('demo@sextant.test', `/v1/insights?page=${page}`)).json();
        demoIds.push(...body.items.map((item: { uuid: string }) => item.uuid));
      }
      for (const id of [...second.published, second.draft, second.scheduled])
        expect(demoIds).not.toContain(id);
      const c1 = (
        await call(X, q({ 'InsightSearch[categories]': String(second.categories.c1), page: '2' }))
      ).json();
      expect(c1.items.map((item: { uuid: string }) => item.uuid)).not.toContain(second.draft);
    });
  });

  it('answers 401 without a client session past MFA and terms', async () => {
    const urls = [
      '/v1/insights',
      '/v1/insights/categories',
      '/v1/insights/authors',
      `/v1/insights/${second.published[0]}`,
    ];
    const newClient = (await tokenFor(ctx.app, 'new@sextant.test')).token;
    const adviser = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    const pending = (await tokenFor(ctx.app, X, { mfaVerified: false })).token;
    for (const url of urls) {
      expect((await ctx.app.inject(url)).statusCode).toBe(401);
      for (const token of [newClient, adviser, pending]) {
        expect(
          (await ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } })).statusCode,
        ).toBe(401);
      }
    }
    const like = await ctx.app.inject({ method: 'POST', url: `/v1/insights/${second.published[0]}/like` });
    expect(like.statusCode).toBe(401);
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = await openApiDocument(ctx.app);
    expect(doc.paths['/v1/insights'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['InsightSearch[categories]', 'InsightSearch[writer]', 'page']),
    );
    expect(doc.paths['/v1/insights/{id}/like'].post).toBeDefined();
    expect(doc.components.schemas.Insight).toBeDefined();
    expect(doc.components.schemas.InsightPage).toBeDefined();
    expect(INSIGHT_PAGE_SIZE).toBe(10);
  });
});
