import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firms, notifications, users } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoNotifications } from '@/test/fixtures/notifications';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { addClient, userByEmail } from '@/test/sign-in';

const NOW = new Date('2026-11-21T09:00:00Z');
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

type Page = {
  notifications: Array<{ id: string; isRead: boolean; created_at: string; title: string }>;
  pagination: Record<string, number>;
};

describe.each(testDatabaseKinds)('notifications on %s', (kind) => {
  let ctx: TestContext;
  let tokens: Record<string, string>;
  let otherFirmEmail: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { demo, vip } = await createDemoPeople(db, NOW);
        for (const client of [demo, vip]) await createDemoNotifications(db, client.id, NOW);
      },
    });
    const [firm] = await ctx.db
      .insert(firms)
      .values({ name: 'Other', fcaNumber: '1', fcaRegisteredDate: '2020-01-01', supportEmail: 'o@o.test' })
      .returning();
    const [other] = await ctx.db
      .insert(users)
      .values({ firmId: firm!.id, email: 'client@other.test', firstName: 'O', surname: 'Ther' })
      .returning();
    otherFirmEmail = other!.email;
    await ctx.db
      .insert(notifications)
      .values({ userId: other!.id, title: 'Other firm', body: 'b', createdAt: NOW, link: '/tabs/policies' });
    tokens = {};
    for (const email of ['demo@sextant.test', 'vip@sextant.test', otherFirmEmail]) {
      tokens[email] = (await tokenFor(ctx.app, email)).token;
    }
  });
  afterAll(() => ctx?.close());

  const call = (email: string, url: string, method: 'GET' | 'PUT' = 'GET') =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[email]}` } });
  const page = async (email: string, n?: number): Promise<Page> => {
    const res = await call(email, n === undefined ? '/v1/notification' : `/v1/notification?page=${n}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers the first page by default, newest first, with the counts the app pages by', async () => {
    const first = await page('demo@sextant.test');
    expect(first.notifications).toHaveLength(10);
    expect(first.pagination).toEqual({
      totalCount: 24,
      defaultPageSize: 10,
      pageCount: 3,
      currentPage: 1,
      unreadCount: 5,
    });
    expect(first.notifications.map((n) => n.isRead)).toEqual([
      ...Array(5).fill(false),
      ...Array(5).fill(true),
    ]);
    const times = first.notifications.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.notifications[0]).toEqual({
      id: expect.any(String),
      title: 'New valuation available',
      body: expect.any(String),
      link: null,
      subject: null,
      isRead: false,
      created_at: NOW.toISOString(),
    });
    expect(await page('demo@sextant.test', 1)).toEqual(first);
  });

  it('answers the last, partial page and empty pages beyond it', async () => {
    const all = [
      ...(await page('demo@sextant.test', 1)).notifications,
      ...(await page('demo@sextant.test', 2)).notifications,
    ];
    const third = await page('demo@sextant.test', 3);
    expect(third.notifications).toHaveLength(4);
    expect(third.pagination.currentPage).toBe(3);
    all.push(...third.notifications);
    expect(new Set(all.map((n) => n.id)).size).toBe(24);
    const beyond = await page('demo@sextant.test', 4);
    expect(beyond.notifications).toEqual([]);
    expect(beyond.pagination).toMatchObject({ totalCount: 24, pageCount: 3, currentPage: 4 });
  });

  it('ends on an exactly full last page', async () => {
    const client = await addClient(ctx);
    await ctx.db.insert(notifications).values(
      Array.from({ length: 20 }, (_, i) => ({
        userId: client.id,
        title: `N${i}`,
        body: 'b',
        createdAt: new Date(NOW.getTime() - i * 1000),
      })),
    );
    tokens[client.email] = (await tokenFor(ctx.app, client.email)).token;
    const second = await page(client.email, 2);
    expect(second.notifications.map((n) => n.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `N${i + 10}`),
    );
    expect(second.pagination).toEqual({
      totalCount: 20,
      defaultPageSize: 10,
      pageCount: 2,
      currentPage: 2,
      unreadCount: 20,
    });
  });

  it('answers an empty list for a client with none', async () => {
    const client = await addClient(ctx);
    tokens[client.email] = (await tokenFor(ctx.app, client.email)).token;
    expect(await page(client.email)).toEqual({
      notifications: [],
      pagination: { totalCount: 0, defaultPageSize: 10, pageCount: 0, currentPage: 1, unreadCount: 0 },
    });
  });

  it.each(['0', 'abc', '-1', '1.5', '', '1e3', '1&page=2'])('answers 422 for page=%s', async (value) => {
    const res = await call('demo@sextant.test', `/v1/notification?page=${value}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 422, errors: { page: [expect.any(String)] } });
  });

  it('marks a notification read, once, and the unread count drops', async () => {
    const before = await page('vip@sextant.test');
    expect(before.pagination.unreadCount).toBe(5);
    const target = before.notifications[2]!;
    expect(target.isRead).toBe(false);

    const res = await call('vip@sextant.test', `/v1/notification?uuid=${target.id}`, 'PUT');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: target.id, isRead: true });
    const [stored] = await ctx.db.select().from(notifications).where(eq(notifications.id, target.id));
    expect(stored!.readAt).toEqual(ctx.clock());

    const after = await page('vip@sextant.test');
    expect(after.pagination.unreadCount).toBe(4);
    expect(after.notifications.find((n) => n.id === target.id)!.isRead).toBe(true);

    // Again: still 200, and the first read time stays.
    ctx.clock.advance(60_000);
    const again = await call('vip@sextant.test', `/v1/notification?uuid=${target.id}`, 'PUT');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: target.id, isRead: true });
    const [still] = await ctx.db.select().from(notifications).where(eq(notifications.id, target.id));
    expect(still!.readAt).toEqual(stored!.readAt);
    expect((await page('vip@sextant.test')).pagination.unreadCount).toBe(4);

    // A notification read long ago answers the same.
    const old = before.notifications[7]!;
    expect(old.isRead).toBe(true);
    expect((await call('vip@sextant.test', `/v1/notification?uuid=${old.id}`, 'PUT')).statusCode).toBe(200);
  });

  it.each([
    ['not-a-uuid', 'uuid=not-a-uuid'],
    ['blank', 'uuid='],
    ['missing', ''],
    ['repeated', `uuid=${MISSING_UUID}&uuid=${MISSING_UUID}`],
  ])('answers 422 for a %s uuid', async (_, query) => {
    const res = await call('demo@sextant.test', `/v1/notification?${query}`, 'PUT');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.uuid).toEqual([expect.any(String)]);
  });

  it("answers 404 for another client's or another firm's notification, and leaves it unread", async () => {
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    const [demoUnread] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, demo.id))
      .orderBy(notifications.createdAt)
      .limit(1);
    const demoFirst = (await page('demo@sextant.test')).notifications[0]!;
    const otherFirst = (await page(otherFirmEmail)).notifications[0]!;
    expect((await page(otherFirmEmail)).pagination.totalCount).toBe(1);
    const cases: Array<[string, string]> = [
      ['vip@sextant.test', demoFirst.id],
      ['vip@sextant.test', demoUnread!.id],
      [otherFirmEmail, demoFirst.id],
      ['demo@sextant.test', otherFirst.id],
      ['demo@sextant.test', MISSING_UUID],
    ];
    for (const [email, id] of cases) {
      const res = await call(email, `/v1/notification?uuid=${id}`, 'PUT');
      expect(res.statusCode, `${email} → ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ name: 'Not Found', status: 404 });
    }
    expect((await page('demo@sextant.test')).notifications[0]).toEqual(demoFirst);
    expect((await page(otherFirmEmail)).notifications[0]!.isRead).toBe(false);
    // Nobody else's notifications show in a list.
    const vipIds: string[] = [];
    for (let n = 1; n <= 3; n++) {
      vipIds.push(...(await page('vip@sextant.test', n)).notifications.map((x) => x.id));
    }
    expect(vipIds).not.toContain(demoFirst.id);
    expect(vipIds).not.toContain(otherFirst.id);
  });

  it('answers 401 without a client session', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      expect(
        (await ctx.app.inject({ method, url: `/v1/notification?uuid=${MISSING_UUID}` })).statusCode,
      ).toBe(401);
      const adviser = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
      const res = await ctx.app.inject({
        method,
        url: `/v1/notification?uuid=${MISSING_UUID}`,
        headers: { authorization: `Bearer ${adviser}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
