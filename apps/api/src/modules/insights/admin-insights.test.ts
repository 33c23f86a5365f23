import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightCategoryLinks, insights, notifications, users } from '@/db/schema/index';
import { newAdviserToken, otherFirmWithAdmin } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import type { addFirm } from '@/test/firms';
import { createDemoInsights } from '@/test/fixtures/insights';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { addClient, auditRows, userByEmail } from '@/test/sign-in';

const NOW = new Date('2026-11-21T09:00:00Z');
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

const HOSTILE =
  '<p>Hello <strong>world</strong></p><script>alert(1)</script>' +
  '<img src="https://cdn.example/a.png" alt="chart" onerror="steal()">' +
  '<a href="javascript:steal()">bad</a><p onclick="x()" style="color:red">text</p>' +
  '<iframe src="https://evil.example"></iframe>';

type Json = Record<string, unknown>;

describe.each(testDatabaseKinds)('back-office insights on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let adviser: string;
  let client: string;
  let other: Awaited<ReturnType<typeof addFirm>>;
  let otherAdmin: string;
  let otherClient: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm } = await createDemoPeople(db, NOW);
        await createDemoInsights(db, firm.id, NOW);
      },
    });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    adviser = await newAdviserToken(ctx);
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    ({ other, otherAdmin } = await otherFirmWithAdmin(ctx));
    otherClient = (await tokenFor(ctx.app, other.client.email)).token;
  });
  afterAll(() => ctx?.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  async function newCategory(token: string, name: string) {
    const res = await call(token, 'POST', '/v1/admin/insight-categories', { name });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; name: string; article_count: number };
  }
  async function newAuthor(token: string, name: string, role = 'Planner') {
    const res = await call(token, 'POST', '/v1/admin/insight-authors', { name, role });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; name: string; role: string };
  }
  async function newInsight(token: string, fields: Json) {
    const res = await call(token, 'POST', '/v1/admin/insights', fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Json & { uuid: string };
  }

  describe('categories', () => {
    it('lists with article counts, adds, renames and deletes (the insights stay), audited', async () => {
      const list = await call(admin, 'GET', '/v1/admin/insight-categories');
      expect(list.statusCode).toBe(200);
      const markets = list.json().items.find((c: Json) => c.name === 'Markets');
      expect(markets.article_count).toBeGreaterThan(0);

      const created = await newCategory(admin, '  Estate planning ');
      expect(created).toEqual({ id: expect.any(Number), name: 'Estate planning', article_count: 0 });
      const author = await newAuthor(admin, 'Cat Tester');
      const insight = await newInsight(admin, {
        title: 'Filed',
        summary: 's',
        body: '<p>b</p>',
        author_id: author.id,
        category_ids: [created.id, markets.id],
      });
      const counted = (await call(admin, 'GET', '/v1/admin/insight-categories'))
        .json()
        .items.find((c: Json) => c.id === created.id);
      expect(counted.article_count).toBe(1);

      const renamed = await call(admin, 'PATCH', `/v1/admin/insight-categories/${created.id}`, {
        name: 'Estates',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toEqual({ id: created.id, name: 'Estates', article_count: 1 });

      const deleted = await call(admin, 'DELETE', `/v1/admin/insight-categories/${created.id}`);
      expect(deleted.statusCode).toBe(200);
      const after = (await call(admin, 'GET', `/v1/admin/insights/${insight.uuid}`)).json();
      expect(after.categories.map((c: Json) => c.name)).toEqual(['Markets']);
      expect(
        await ctx.db
          .select()
          .from(insightCategoryLinks)
          .where(eq(insightCategoryLinks.categoryId, created.id)),
      ).toEqual([]);

      const actions = ['create', 'update', 'delete'].map((a) => `admin.insight_category.${a}`);
      for (const action of actions) {
        const rows = (await auditRows(ctx, action)).filter((row) => row.subject === String(created.id));
        expect(rows, action).toHaveLength(1);
        expect(rows[0]!.actorId).toBe((await userByEmail(ctx, 'adviser@sextant.test')).id);
      }
    });

    it('refuses a name the firm already uses (case aside), a blank name, a bad id', async () => {
      const taken = await call(admin, 'POST', '/v1/admin/insight-categories', { name: 'markets' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.name).toEqual([expect.any(String)]);
      const mine = await newCategory(admin, 'Rename me');
      const clash = await call(admin, 'PATCH', `/v1/admin/insight-categories/${mine.id}`, {
        name: 'Pensions',
      });
      expect(clash.statusCode).toBe(422);
      expect(
        (await call(admin, 'PATCH', `/v1/admin/insight-categories/${mine.id}`, { name: 'rename ME' }))
          .statusCode,
      ).toBe(200);
      expect((await call(admin, 'POST', '/v1/admin/insight-categories', { name: '  ' })).statusCode).toBe(
        422,
      );
      expect((await call(admin, 'POST', '/v1/admin/insight-categories', {})).statusCode).toBe(422);
      expect((await call(admin, 'DELETE', '/v1/admin/insight-categories/abc')).statusCode).toBe(422);
      expect((await call(admin, 'DELETE', '/v1/admin/insight-categories/99999999')).statusCode).toBe(404);
      // Another firm may use the same name.
      expect(
        (await call(otherAdmin, 'POST', '/v1/admin/insight-categories', { name: 'Markets' })).statusCode,
      ).toBe(201);
    });

    it("keeps another firm's categories out of reach (404) and out of the list", async () => {
      const theirs = await newCategory(otherAdmin, 'Theirs only');
      const names = (await call(admin, 'GET', '/v1/admin/insight-categories'))
        .json()
        .items.map((c: Json) => c.name);
      expect(names).not.toContain('Theirs only');
      expect(
        (await call(admin, 'PATCH', `/v1/admin/insight-categories/${theirs.id}`, { name: 'Mine' }))
          .statusCode,
      ).toBe(404);
      expect((await call(admin, 'DELETE', `/v1/admin/insight-categories/${theirs.id}`)).statusCode).toBe(404);
      expect(
        (await call(otherAdmin, 'GET', '/v1/admin/insight-categories')).json().items.map((c: Json) => c.name),
      ).toContain('Theirs only');
    });
  });

  describe('authors', () => {
    it('adds, changes and deletes an unused author; refuses deleting one in use', async () => {
      const list = await call(adviser, 'GET', '/v1/admin/insight-authors');
      expect(list.statusCode).toBe(200);
      const eleanor = list.json().items.find((a: Json) => a.name === 'Eleanor Whitfield');
      expect(eleanor.article_count).toBeGreaterThan(0);

      const created = await newAuthor(adviser, 'Sam Writer', 'Paraplanner');
      expect(created).toEqual({
        id: expect.any(Number),
        name: 'Sam Writer',
        role: 'Paraplanner',
        article_count: 0,
      });
      const changed = await call(adviser, 'PATCH', `/v1/admin/insight-authors/${created.id}`, {
        role: 'Planner',
      });
      expect(changed.json()).toMatchObject({ name: 'Sam Writer', role: 'Planner' });
      expect((await call(adviser, 'DELETE', `/v1/admin/insight-authors/${created.id}`)).statusCode).toBe(200);
      expect((await call(adviser, 'DELETE', `/v1/admin/insight-authors/${created.id}`)).statusCode).toBe(404);

      const used = await call(adviser, 'DELETE', `/v1/admin/insight-authors/${eleanor.id}`);
      expect(used.statusCode).toBe(422);
      expect(used.json().errors.author).toEqual([expect.any(String)]);

      for (const action of ['create', 'update', 'delete']) {
        expect(
          (await auditRows(ctx, `admin.insight_author.${action}`)).filter(
            (r) => r.subject === String(created.id),
          ),
        ).toHaveLength(1);
      }
    });

    it('refuses a taken name and bad fields; a foreign author is 404', async () => {
      expect(
        (await call(admin, 'POST', '/v1/admin/insight-authors', { name: 'eleanor whitfield' })).statusCode,
      ).toBe(422);
      expect(
        (await call(admin, 'POST', '/v1/admin/insight-authors', { name: 'x'.repeat(121) })).statusCode,
      ).toBe(422);
      const theirs = await newAuthor(otherAdmin, 'Foreign Author');
      expect(
        (await call(admin, 'PATCH', `/v1/admin/insight-authors/${theirs.id}`, { name: 'Mine' })).statusCode,
      ).toBe(404);
      expect((await call(admin, 'DELETE', `/v1/admin/insight-authors/${theirs.id}`)).statusCode).toBe(404);
      const names = (await call(admin, 'GET', '/v1/admin/insight-authors'))
        .json()
        .items.map((a: Json) => a.name);
      expect(names).not.toContain('Foreign Author');
    });
  });

  describe('insights', () => {
    let authorId: number;
    let categoryId: number;
    beforeAll(async () => {
      authorId = (await newAuthor(admin, 'Main Author')).id;
      categoryId = (await newCategory(admin, 'Main category')).id;
    });

    it('creates a draft with the body sanitised, invisible to clients until published', async () => {
      const created = await newInsight(adviser, {
        title: '  Draft one ',
        summary: 'A summary',
        body: HOSTILE,
        image: 'https://cdn.example/hero.png',
        author_id: authorId,
        category_ids: [categoryId, categoryId],
      });
      expect(created).toMatchObject({
        title: 'Draft one',
        status: 'draft',
        published_at: null,
        image: 'https://cdn.example/hero.png',
        author: { id: authorId, name: 'Main Author' },
        categories: [{ id: categoryId, name: 'Main category' }],
      });
      const body = created.body as string;
      expect(body).not.toMatch(/<script|alert\(|onerror|onclick|javascript:|iframe|style=/i);
      expect(body).toContain('<p>Hello <strong>world</strong></p>');
      const [stored] = await ctx.db.select().from(insights).where(eq(insights.id, created.uuid));
      expect(stored!.body).toBe(body);
      expect((await auditRows(ctx, 'admin.insight.create')).some((r) => r.subject === created.uuid)).toBe(
        true,
      );

      // A draft is not the clients'.
      expect((await call(client, 'GET', `/v1/insights/${created.uuid}`)).statusCode).toBe(404);
      const listed = (await call(client, 'GET', '/v1/insights')).json().items.map((i: Json) => i.uuid);
      expect(listed).not.toContain(created.uuid);
      expect((await call(client, 'POST', `/v1/insights/${created.uuid}/like`)).statusCode).toBe(404);
    });

    it('publishes (clients see it, first on the list), unpublishes (gone), publishes again keeping the date', async () => {
      const created = await newInsight(admin, {
        title: 'Lifecycle',
        summary: 'Summary',
        body: '<p>Body</p>',
        author_id: authorId,
      });
      const published = await call(admin, 'POST', `/v1/admin/insights/${created.uuid}/publish`);
      expect(published.statusCode).toBe(200);
      expect(published.json()).toMatchObject({
        notified: 0,
        insight: { status: 'published', published_at: ctx.clock().toISOString() },
      });
      const seen = await call(client, 'GET', `/v1/insights/${created.uuid}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ title: 'Lifecycle', body: '<p>Body</p>' });
      expect((await call(client, 'GET', '/v1/insights')).json().items[0].uuid).toBe(created.uuid);
      // Never another firm's client.
      expect((await call(otherClient, 'GET', `/v1/insights/${created.uuid}`)).statusCode).toBe(404);
      expect((await call(otherClient, 'GET', '/v1/insights')).json().items).toEqual([]);

      const firstDate = published.json().insight.published_at;
      ctx.clock.advance(60_000);
      const unpublished = await call(adviser, 'POST', `/v1/admin/insights/${created.uuid}/unpublish`);
      expect(unpublished.statusCode).toBe(200);
      expect(unpublished.json()).toMatchObject({ status: 'draft', published_at: firstDate });
      expect((await call(client, 'GET', `/v1/insights/${created.uuid}`)).statusCode).toBe(404);
      expect((await call(client, 'GET', '/v1/insights')).json().items.map((i: Json) => i.uuid)).not.toContain(
        created.uuid,
      );

      ctx.clock.advance(60_000);
      const again = await call(admin, 'POST', `/v1/admin/insights/${created.uuid}/publish`, {
        notify: false,
      });
      expect(again.json().insight.published_at).toBe(firstDate);
      expect((await call(client, 'GET', `/v1/insights/${created.uuid}`)).statusCode).toBe(200);

      for (const action of ['publish', 'unpublish']) {
        expect(
          (await auditRows(ctx, `admin.insight.${action}`)).some((r) => r.subject === created.uuid),
        ).toBe(true);
      }
    });

    it('notifies every active client of the firm only, with a link to the article in the app', async () => {
      const inactive = await addClient(ctx);
      await ctx.db.update(users).set({ active: false }).where(eq(users.id, inactive.id));
      const created = await newInsight(admin, {
        title: 'Tell everyone',
        summary: 'Read this',
        body: '<p>News</p>',
        author_id: authorId,
      });
      const res = await call(admin, 'POST', `/v1/admin/insights/${created.uuid}/publish`, { notify: true });
      expect(res.statusCode).toBe(200);
      const link = `/tabs/insights/view/${created.uuid}`;
      const reached = await ctx.db.select().from(notifications).where(eq(notifications.link, link));
      expect(res.json().notified).toBe(reached.length);
      const demoFirm = (await userByEmail(ctx, 'demo@sextant.test')).firmId;
      const activeClients = (await ctx.db.select().from(users)).filter(
        (u) => u.firmId === demoFirm && u.role === 'client' && u.active,
      );
      expect(new Set(reached.map((n) => n.userId))).toEqual(new Set(activeClients.map((u) => u.id)));
      expect(reached.map((n) => n.userId)).not.toContain(other.client.id);
      expect(reached.map((n) => n.userId)).not.toContain(inactive.id);
      expect(reached[0]).toMatchObject({ title: 'Tell everyone', body: 'Read this' });

      const inbox = (await call(client, 'GET', '/v1/notification')).json().notifications[0];
      expect(inbox).toMatchObject({ title: 'Tell everyone', link });
      const sent = (await auditRows(ctx, 'admin.notification.send')).at(-1)!;
      expect(sent.details).toMatchObject({
        insight_id: created.uuid,
        sent: reached.length,
        audience: { type: 'all' },
      });
    });

    it('edits fields and replaces categories; a published insight changes where clients see it', async () => {
      const created = await newInsight(admin, {
        title: 'Edit me',
        summary: 's',
        body: '<p>1</p>',
        author_id: authorId,
        category_ids: [categoryId],
      });
      const second = await newAuthor(admin, 'Second Author');
      const patched = await call(adviser, 'PATCH', `/v1/admin/insights/${created.uuid}`, {
        title: 'Edited',
        body: '<p>2</p><script>x()</script>',
        image: null,
        author_id: second.id,
        category_ids: [],
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        title: 'Edited',
        summary: 's',
        body: '<p>2</p>',
        image: null,
        author: { id: second.id },
        categories: [],
      });
      expect((await auditRows(ctx, 'admin.insight.update')).at(-1)!.details).toEqual({
        fields: ['title', 'body', 'image', 'author_id', 'category_ids'],
      });
      const untouched = await call(adviser, 'PATCH', `/v1/admin/insights/${created.uuid}`, {
        summary: 'new',
      });
      expect(untouched.json()).toMatchObject({ title: 'Edited', summary: 'new', author: { id: second.id } });
    });

    it.each([
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ summary: '' }, 'summary'],
      [{ body: '' }, 'body'],
      [{ body: '<script>alert(1)</script>' }, 'body'],
      [{ image: 'http://cdn.example/a.png' }, 'image'],
      [{ image: 'javascript:alert(1)' }, 'image'],
      [{ image: 'data:image/png;base64,AAAA' }, 'image'],
      [{ author_id: 'x' }, 'author_id'],
      [{ author_id: 99999999 }, 'author_id'],
      [{ category_ids: [99999999] }, 'category_ids'],
    ])('refuses %j with 422 on %s', async (change, field) => {
      const res = await call(admin, 'POST', '/v1/admin/insights', {
        title: 'T',
        summary: 'S',
        body: '<p>B</p>',
        author_id: authorId,
        ...change,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([expect.any(String)]);
    });

    it("refuses another firm's author and categories as unknown ones (422), and its insights as 404", async () => {
      const theirAuthor = await newAuthor(otherAdmin, 'Their Author');
      const theirCategory = await newCategory(otherAdmin, 'Their category');
      const wrongAuthor = await call(admin, 'POST', '/v1/admin/insights', {
        title: 'T',
        summary: 'S',
        body: '<p>B</p>',
        author_id: theirAuthor.id,
        category_ids: [theirCategory.id],
      });
      expect(wrongAuthor.statusCode).toBe(422);
      expect(Object.keys(wrongAuthor.json().errors).sort()).toEqual(['author_id', 'category_ids']);

      const theirs = await newInsight(otherAdmin, {
        title: 'Their insight',
        summary: 'S',
        body: '<p>B</p>',
        author_id: theirAuthor.id,
      });
      for (const [method, url, payload] of [
        ['GET', `/v1/admin/insights/${theirs.uuid}`],
        ['PATCH', `/v1/admin/insights/${theirs.uuid}`, { title: 'Mine now' }],
        ['POST', `/v1/admin/insights/${theirs.uuid}/publish`, { notify: true }],
        ['POST', `/v1/admin/insights/${theirs.uuid}/unpublish`],
        ['DELETE', `/v1/admin/insights/${theirs.uuid}`],
        ['GET', `/v1/admin/insights/${MISSING_UUID}`],
        ['POST', `/v1/admin/insights/${MISSING_UUID}/publish`],
      ] as const) {
        expect((await call(admin, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      }
      const [stored] = await ctx.db.select().from(insights).where(eq(insights.id, theirs.uuid));
      expect(stored).toMatchObject({ title: 'Their insight', status: 'draft' });
      const titles = (await call(admin, 'GET', '/v1/admin/insights?per_page=100&q=Their')).json().items;
      expect(titles).toEqual([]);
      expect((await call(admin, 'GET', '/v1/admin/insights/not-a-uuid')).statusCode).toBe(422);
    });

    it('deletes drafts only (a published one is 422), audited', async () => {
      const draft = await newInsight(admin, {
        title: 'Bin me',
        summary: 's',
        body: '<p>b</p>',
        author_id: authorId,
      });
      const live = await newInsight(admin, {
        title: 'Keep me',
        summary: 's',
        body: '<p>b</p>',
        author_id: authorId,
      });
      await call(admin, 'POST', `/v1/admin/insights/${live.uuid}/publish`);
      const refused = await call(adviser, 'DELETE', `/v1/admin/insights/${live.uuid}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.status).toEqual([expect.any(String)]);
      expect((await call(adviser, 'DELETE', `/v1/admin/insights/${draft.uuid}`)).statusCode).toBe(200);
      expect((await call(admin, 'GET', `/v1/admin/insights/${draft.uuid}`)).statusCode).toBe(404);
      expect((await auditRows(ctx, 'admin.insight.delete')).map((r) => r.subject)).toContain(draft.uuid);
    });

    it('lists the firm’s insights: search, status and category filters, sort, paging', async () => {
      const all = await call(admin, 'GET', '/v1/admin/insights?per_page=100');
      expect(all.statusCode).toBe(200);
      const body = all.json();
      expect(body.total).toBeGreaterThan(32);
      expect(body.items[0]).toEqual({
        uuid: expect.any(String),
        title: expect.any(String),
        status: expect.stringMatching(/^(draft|published)$/),
        published_at: expect.toBeOneOf([null, expect.any(String)]),
        updated_at: expect.any(String),
        author: { id: expect.any(Number), name: expect.any(String) },
        categories: expect.any(Array),
      });

      const drafts = (await call(admin, 'GET', '/v1/admin/insights?status=draft&per_page=100')).json();
      expect(drafts.items.length).toBeGreaterThan(0);
      expect(drafts.items.every((i: Json) => i.status === 'draft')).toBe(true);
      const published = (await call(admin, 'GET', '/v1/admin/insights?status=published&per_page=100')).json();
      expect(published.total + drafts.total).toBe(body.total);

      const found = (await call(admin, 'GET', '/v1/admin/insights?q=lifecycle')).json();
      expect(found.items.map((i: Json) => i.title)).toEqual(['Lifecycle']);
      expect((await call(admin, 'GET', '/v1/admin/insights?q=100%25')).json().total).toBe(0);

      const inCategory = (await call(admin, 'GET', `/v1/admin/insights?category=${categoryId}`)).json();
      expect(inCategory.items.map((i: Json) => i.title)).toEqual(['Draft one']);

      const byTitle = (
        await call(admin, 'GET', '/v1/admin/insights?sort=title&order=asc&per_page=100')
      ).json();
      const titles = byTitle.items.map((i: Json) => (i.title as string).toLowerCase());
      expect(titles[0] < titles.at(-1)).toBe(true);
      const byTitleDesc = (
        await call(admin, 'GET', '/v1/admin/insights?sort=title&order=desc&per_page=100')
      ).json();
      expect(byTitleDesc.items[0].title).toBe(byTitle.items.at(-1).title);

      const byDate = (
        await call(admin, 'GET', '/v1/admin/insights?sort=published_at&order=desc&per_page=100')
      ).json();
      const dates = byDate.items.map((i: Json) => i.published_at);
      const firstNull = dates.indexOf(null);
      expect(dates.slice(firstNull).every((d: unknown) => d === null)).toBe(true);
      const nonNull = dates.slice(0, firstNull) as string[];
      expect(nonNull).toEqual([...nonNull].sort().reverse());

      const page2 = (await call(admin, 'GET', '/v1/admin/insights?per_page=10&page=2')).json();
      expect(page2).toMatchObject({ page: 2, per_page: 10, total: body.total });
      expect(page2.items).toHaveLength(10);
      const beyond = (await call(admin, 'GET', '/v1/admin/insights?per_page=10&page=999')).json();
      expect(beyond).toMatchObject({ items: [], total: body.total });

      for (const bad of ['sort=author', 'status=live', 'category=x', 'page=0', 'per_page=1000']) {
        expect((await call(admin, 'GET', `/v1/admin/insights?${bad}`)).statusCode, bad).toBe(422);
      }
      expect((await call(otherAdmin, 'GET', '/v1/admin/insights?q=lifecycle')).json().total).toBe(0);
    });

    it('keeps clients out of every call (401)', async () => {
      for (const [method, url] of [
        ['GET', '/v1/admin/insights'],
        ['POST', '/v1/admin/insights'],
        ['GET', '/v1/admin/insight-categories'],
        ['POST', '/v1/admin/insight-categories'],
        ['GET', '/v1/admin/insight-authors'],
        ['DELETE', `/v1/admin/insights/${MISSING_UUID}`],
        ['POST', `/v1/admin/insights/${MISSING_UUID}/publish`],
      ] as const) {
        expect((await call(client, method, url, {})).statusCode, `${method} ${url}`).toBe(401);
      }
      expect((await ctx.app.inject({ url: '/v1/admin/insights' })).statusCode).toBe(401);
    });
  });
});
