import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '@/db/schema/index';
import { otherFirmWithAdmin } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { type addFirm, addStaff } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { addClient, auditRows, userByEmail } from '@/test/sign-in';

const NOW = new Date('2026-11-21T09:00:00Z');
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

type Json = Record<string, unknown>;

describe.each(testDatabaseKinds)('back-office notifications on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let adviser: string;
  let adviserName: string;
  let client: string;
  let other: Awaited<ReturnType<typeof addFirm>>;
  let otherAdmin: string;
  let firmId: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db, NOW) });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    const staff = await addStaff(ctx, 'adviser');
    adviserName = `${staff.firstName} ${staff.surname}`;
    adviser = (await tokenFor(ctx.app, staff.email)).token;
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    ({ other, otherAdmin } = await otherFirmWithAdmin(ctx));
    firmId = (await userByEmail(ctx, 'demo@sextant.test')).firmId;
  });
  afterAll(() => ctx?.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const send = (token: string, payload: object) => call(token, 'POST', '/v1/admin/notifications', payload);
  const inboxOf = (userId: string) =>
    ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

  it("sends to all the firm's active clients, never another firm's or an inactive one", async () => {
    const gone = await addClient(ctx);
    await ctx.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    const active = (await ctx.db.select().from(users)).filter(
      (u) => u.firmId === firmId && u.role === 'client' && u.active,
    );
    ctx.clock.advance(60_000);
    const res = await send(adviser, {
      title: 'Office closed',
      body: 'We are closed on Friday.\nBack on Monday.',
      link: '/tabs/information',
      audience: { type: 'all' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ sent: active.length });
    const reached = await ctx.db.select().from(notifications).where(eq(notifications.title, 'Office closed'));
    expect(new Set(reached.map((n) => n.userId))).toEqual(new Set(active.map((u) => u.id)));
    expect(reached.every((n) => n.link === '/tabs/information' && n.readAt === null)).toBe(true);
    expect(await inboxOf(other.client.id)).toEqual([]);
    expect(await inboxOf(gone.id)).toEqual([]);

    // The client reads it in the app.
    const inbox = (await call(client, 'GET', '/v1/notification')).json().notifications[0];
    expect(inbox).toMatchObject({
      title: 'Office closed',
      body: 'We are closed on Friday.\nBack on Monday.',
      link: '/tabs/information',
      isRead: false,
    });

    const [row] = (await auditRows(ctx, 'admin.notification.send')).slice(-1);
    expect(row).toMatchObject({ firmId, subject: 'all', ip: expect.any(String) });
    expect(row!.details).toEqual({
      title: 'Office closed',
      body: 'We are closed on Friday.\nBack on Monday.',
      link: '/tabs/information',
      audience: { type: 'all', client_id: null, client_name: null },
      sent: active.length,
    });
  });

  it('sends to one client of the firm only; without a link is fine', async () => {
    const one = await addClient(ctx);
    const res = await send(admin, {
      title: 'Just you',
      body: 'Hello',
      audience: { type: 'client', client_id: one.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ sent: 1 });
    const reached = await ctx.db.select().from(notifications).where(eq(notifications.title, 'Just you'));
    expect(reached).toHaveLength(1);
    expect(reached[0]).toMatchObject({ userId: one.id, link: null, body: 'Hello' });
    const [row] = (await auditRows(ctx, 'admin.notification.send')).slice(-1);
    expect(row).toMatchObject({ subject: one.id });
    expect(row!.details).toMatchObject({
      audience: { type: 'client', client_id: one.id, client_name: 'Test Client' },
      sent: 1,
    });
  });

  it("refuses another firm's client, an unknown, inactive or staff id alike (422), and sends nothing", async () => {
    const gone = await addClient(ctx);
    await ctx.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    const staff = await userByEmail(ctx, 'adviser@sextant.test');
    const answers: string[] = [];
    for (const id of [other.client.id, MISSING_UUID, gone.id, staff.id]) {
      const res = await send(admin, {
        title: 'Nope',
        body: 'x',
        audience: { type: 'client', client_id: id },
      });
      expect(res.statusCode, id).toBe(422);
      expect(res.json().errors).toEqual({ 'audience.client_id': [expect.any(String)] });
      answers.push(res.body);
    }
    expect(new Set(answers).size).toBe(1);
    expect(await ctx.db.select().from(notifications).where(eq(notifications.title, 'Nope'))).toEqual([]);
    // And the other firm's admin reaches only their own client.
    const theirs = await send(otherAdmin, { title: 'Theirs', body: 'x', audience: { type: 'all' } });
    expect(theirs.json()).toEqual({ sent: 1 });
    expect((await inboxOf(other.client.id)).map((n) => n.title)).toEqual(['Theirs']);
  });

  it.each([
    ['https://evil.example/tabs/x'],
    ['//evil.example'],
    ['/tabs//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/admin/clients'],
    ['/tabs/../admin'],
    ['/tabs/x y'],
    ['tabs/policies'],
    [`/tabs/${'x'.repeat(500)}`],
  ])('refuses the link %s (422 link)', async (link) => {
    const res = await send(admin, { title: 'Link', body: 'x', link, audience: { type: 'all' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['link']);
  });

  it('accepts in-app links, a blank link as none', async () => {
    const one = await addClient(ctx);
    for (const link of ['/tabs/insights/view/abc-123', '/tabs/policies?x=1', '', null]) {
      const res = await send(admin, {
        title: 'Linked',
        body: 'x',
        link,
        audience: { type: 'client', client_id: one.id },
      });
      expect(res.statusCode, String(link)).toBe(201);
    }
    expect((await inboxOf(one.id)).map((n) => n.link).sort()).toEqual(
      ['/tabs/insights/view/abc-123', '/tabs/policies?x=1', null, null].sort(),
    );
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 'x'.repeat(121) }, 'title'],
    [{ title: 'a\u0007b' }, 'title'],
    [{ body: '   ' }, 'body'],
    [{ body: 'x'.repeat(2001) }, 'body'],
    [{ audience: { type: 'firm' } }, 'audience.type'],
    [{ audience: { type: 'client' } }, 'audience.client_id'],
    [{ audience: { type: 'client', client_id: 'not-a-uuid' } }, 'audience.client_id'],
  ])('refuses %j (422 on %s)', async (change, field) => {
    const res = await send(admin, { title: 'T', body: 'B', audience: { type: 'all' }, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([expect.any(String)]);
  });

  it('lists what staff sent, newest first, with audience, count and sender; searchable, firm-scoped', async () => {
    ctx.clock.advance(60_000);
    await send(adviser, { title: 'Latest news', body: 'b', audience: { type: 'all' } });
    const res = await call(admin, 'GET', '/v1/admin/notifications');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, per_page: 25 });
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      sent_at: ctx.clock().toISOString(),
      title: 'Latest news',
      body: 'b',
      link: null,
      audience: { type: 'all', client_id: null, client_name: null },
      sent: expect.any(Number),
      sent_by: adviserName,
    });
    const dates = page.items.map((i: Json) => i.sent_at as string);
    expect(dates).toEqual([...dates].sort().reverse());
    const one = page.items.find((i: Json) => i.title === 'Just you');
    expect(one.audience).toMatchObject({ type: 'client', client_name: 'Test Client' });
    expect(page.items.some((i: Json) => i.title === 'Theirs')).toBe(false);

    const found = (await call(admin, 'GET', '/v1/admin/notifications?q=office')).json();
    expect(found.items.map((i: Json) => i.title)).toEqual(['Office closed']);
    expect(found.total).toBe(1);
    const oldest = (await call(admin, 'GET', '/v1/admin/notifications?order=asc&per_page=1')).json();
    expect(oldest.items[0].title).toBe('Office closed');
    expect(oldest.total).toBe(page.total);
    const beyond = (await call(admin, 'GET', '/v1/admin/notifications?page=99')).json();
    expect(beyond).toMatchObject({ items: [], total: page.total });
    expect((await call(admin, 'GET', '/v1/admin/notifications?sort=title')).statusCode).toBe(422);

    const theirs = (await call(otherAdmin, 'GET', '/v1/admin/notifications')).json();
    expect(theirs.items.map((i: Json) => i.title)).toEqual(['Theirs']);
  });

  it("searches the firm's active clients for the picker, 20 at most", async () => {
    const all = await call(adviser, 'GET', '/v1/admin/notifications/recipients');
    expect(all.statusCode).toBe(200);
    const items = all.json().items as Array<{ uuid: string; name: string; email: string }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    expect(items.map((i) => i.email)).not.toContain('adviser@sextant.test');
    expect(items.map((i) => i.uuid)).not.toContain(other.client.id);

    const demo = (await call(adviser, 'GET', '/v1/admin/notifications/recipients?q=DEMO@sextant')).json();
    expect(demo.items).toEqual([
      {
        uuid: (await userByEmail(ctx, 'demo@sextant.test')).id,
        name: expect.any(String),
        email: 'demo@sextant.test',
      },
    ]);
    const byName = (await call(adviser, 'GET', '/v1/admin/notifications/recipients?q=test%20client')).json();
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((i: Json) => i.name === 'Test Client')).toBe(true);

    for (let i = 0; i < 21; i += 1) await addClient(ctx);
    expect(
      (await call(adviser, 'GET', '/v1/admin/notifications/recipients?q=test')).json().items,
    ).toHaveLength(20);
    expect(
      (await call(adviser, 'GET', `/v1/admin/notifications/recipients?q=${other.client.email}`)).json().items,
    ).toEqual([]);
    expect((await call(adviser, 'GET', '/v1/admin/notifications/recipients?q=%25')).json().items).toEqual([]);
  });

  it('keeps clients and anonymous callers out (401)', async () => {
    expect((await send(client, { title: 'T', body: 'B', audience: { type: 'all' } })).statusCode).toBe(401);
    expect((await call(client, 'GET', '/v1/admin/notifications')).statusCode).toBe(401);
    expect((await call(client, 'GET', '/v1/admin/notifications/recipients')).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/admin/notifications', payload: {} })).statusCode,
    ).toBe(401);
  });
});
