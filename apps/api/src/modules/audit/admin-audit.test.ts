import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '@/shared/audit/repository';
import { newAdviserToken } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { userByEmail } from '@/test/sign-in';
import { ukDayStart } from './service';

const NOW = new Date('2026-11-21T09:00:00Z');

describe('ukDayStart', () => {
  it('is midnight in the UK: UTC in winter, 23:00 UTC the day before in summer', () => {
    expect(ukDayStart('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(ukDayStart('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z');
    // The days the clocks change (at 01:00 UTC).
    expect(ukDayStart('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(ukDayStart('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(ukDayStart('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(ukDayStart('2026-10-26').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });
});

type Page = {
  items: Array<{
    id: number;
    created_at: string;
    action: string;
    actor: { uuid: string; name: string; email: string; role: string } | null;
    subject: string | null;
    ip: string | null;
    device_id: string | null;
    details: Record<string, unknown> | null;
  }>;
  total: number;
  page: number;
  per_page: number;
};

describe.each(testDatabaseKinds)('admin audit log on %s', (kind) => {
  let ctx: TestContext;
  let firmId: string;
  let adminId: string;
  let clientId: string;
  let tokens: { admin: string; adviser: string; client: string; otherAdmin: string };
  let other: Awaited<ReturnType<typeof addFirm>>;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db, NOW) });
    const admin = await userByEmail(ctx, 'adviser@sextant.test');
    const client = await userByEmail(ctx, 'demo@sextant.test');
    firmId = admin.firmId;
    adminId = admin.id;
    clientId = client.id;
    other = await addFirm(ctx);
    tokens = {
      admin: (await tokenFor(ctx.app, admin.email)).token,
      adviser: await newAdviserToken(ctx),
      client: (await tokenFor(ctx.app, client.email)).token,
      otherAdmin: (await tokenFor(ctx.app, other.admin.email)).token,
    };
    const at = (iso: string) => new Date(iso);
    const events = [
      {
        action: 'auth.login.success',
        firmId,
        actorId: clientId,
        subject: 'demo@sextant.test',
        at: at('2026-07-01T08:00:00Z'),
      },
      // 23:30 UTC on 1 July is 00:30 on 2 July in the UK.
      {
        action: 'auth.password.fail',
        firmId,
        actorId: clientId,
        subject: 'demo@sextant.test',
        at: at('2026-07-01T23:30:00Z'),
      },
      {
        action: 'admin.client.create',
        firmId,
        actorId: adminId,
        subject: 'new-client@sextant.test',
        ip: '10.0.0.9',
        details: { fields: ['email'] },
        at: at('2026-07-03T12:00:00Z'),
      },
      { action: 'authx.other', firmId, actorId: adminId, at: at('2026-07-04T12:00:00Z') },
      { action: 'auth_odd', firmId, at: at('2026-07-05T12:00:00Z') },
      // Nobody's (an unknown email) and another firm's: never listed for us.
      {
        action: 'auth.password.fail',
        firmId: null,
        subject: 'nobody@sextant.test',
        at: at('2026-07-02T10:00:00Z'),
      },
      {
        action: 'other.secret',
        firmId: other.firm.id,
        actorId: other.admin.id,
        subject: 'x@other.test',
        at: at('2026-07-02T11:00:00Z'),
      },
    ];
    for (const event of events) await recordAudit(ctx.db, event);
  });
  afterAll(() => ctx?.close());

  const get = (token: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const list = async (query = '', token = tokens.admin): Promise<Page> => {
    const res = await get(token, `/v1/admin/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const actions = (page: Page) => page.items.map((item) => item.action);

  it("lists only the firm's events, newest first, with the actor", async () => {
    const page = await list('?per_page=100');
    expect(page.items.every((item) => !['other.secret'].includes(item.action))).toBe(true);
    expect(page.items.map((item) => item.subject)).not.toContain('nobody@sextant.test');
    expect(page.items.map((item) => item.subject)).not.toContain('x@other.test');
    const times = page.items.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.items.find((item) => item.action === 'admin.client.create')).toEqual({
      id: expect.any(Number),
      created_at: '2026-07-03T12:00:00.000Z',
      action: 'admin.client.create',
      actor: { uuid: adminId, name: 'Priya Shah', email: 'adviser@sextant.test', role: 'admin' },
      subject: 'new-client@sextant.test',
      ip: '10.0.0.9',
      device_id: null,
      details: { fields: ['email'] },
    });
    expect(page.items.find((item) => item.action === 'auth_odd')!.actor).toBeNull();
    expect(page.total).toBe(page.items.length);

    const theirs = await list('', tokens.otherAdmin);
    expect(actions(theirs)).toEqual(['other.secret']);
  });

  it('filters by exact action, by prefix ending in a dot, by actor and by subject', async () => {
    expect(actions(await list('?action=auth.password.fail'))).toEqual(['auth.password.fail']);
    expect(actions(await list('?action=auth.')).sort()).toEqual(['auth.login.success', 'auth.password.fail']);
    // A prefix is literal: "_" is not a wildcard, and "auth" alone is an exact action.
    expect(actions(await list('?action=auth_'))).toEqual([]);
    expect(actions(await list('?action=auth'))).toEqual([]);
    expect(actions(await list(`?actor=${adminId}&from=2026-07-01&to=2026-07-31`))).toEqual([
      'authx.other',
      'admin.client.create',
    ]);
    expect(actions(await list(`?actor=${other.admin.id}`))).toEqual([]);
    expect(actions(await list('?subject=NEW-CLIENT'))).toEqual(['admin.client.create']);
    expect((await list('?subject=nobody')).total).toBe(0);
    expect((await list('?q=new-client')).items.map((item) => item.action)).toEqual(['admin.client.create']);
  });

  it('filters by UK calendar days, both ends included', async () => {
    expect(actions(await list('?from=2026-07-02&to=2026-07-02'))).toEqual(['auth.password.fail']);
    expect(actions(await list('?from=2026-07-01&to=2026-07-01'))).toEqual(['auth.login.success']);
    expect(actions(await list('?from=2026-07-03&to=2026-07-05'))).toEqual([
      'auth_odd',
      'authx.other',
      'admin.client.create',
    ]);
    expect((await list('?to=2026-06-30')).items.filter((i) => i.created_at.startsWith('2026-07'))).toEqual(
      [],
    );
  });

  it('pages', async () => {
    const all = await list('?from=2026-07-01&to=2026-07-31');
    const second = await list('?from=2026-07-01&to=2026-07-31&per_page=2&page=2');
    expect(second.total).toBe(all.total);
    expect(second.items.map((i) => i.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));
    const oldest = await list('?from=2026-07-01&to=2026-07-31&order=asc');
    expect(oldest.items[0]!.action).toBe('auth.login.success');
  });

  it('answers 422 for bad filters', async () => {
    for (const [query, field] of [
      ['?from=2026-07-05&to=2026-07-01', 'to'],
      ['?from=yesterday', 'from'],
      ['?to=2026-02-30', 'to'],
      ['?actor=not-a-uuid', 'actor'],
      ['?sort=action', 'sort'],
    ] as const) {
      const res = await get(tokens.admin, `/v1/admin/audit${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field], query).toBeDefined();
    }
  });

  it("lists the firm's distinct actions for the filter", async () => {
    const res = await get(tokens.admin, '/v1/admin/audit/actions');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as string[];
    expect(items).toEqual([...new Set(items)].sort());
    expect(items).toEqual(
      expect.arrayContaining(['admin.client.create', 'auth.login.success', 'auth.password.fail', 'auth_odd']),
    );
    expect(items).not.toContain('other.secret');
    expect((await get(tokens.otherAdmin, '/v1/admin/audit/actions')).json()).toEqual({
      items: ['other.secret'],
    });
  });

  it('is for admins only: advisers, clients and no session get 401', async () => {
    for (const url of ['/v1/admin/audit', '/v1/admin/audit/actions']) {
      expect((await get(tokens.adviser, url)).statusCode).toBe(401);
      expect((await get(tokens.client, url)).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('shows the changes staff make through the back office', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/admin/firm',
      payload: { support_email: 'audit@sextant.test' },
      headers: { authorization: `Bearer ${tokens.admin}` },
      remoteAddress: '192.0.2.7',
    });
    expect(res.statusCode).toBe(200);
    const [latest] = (await list('?action=admin.firm.update')).items;
    expect(latest).toMatchObject({
      created_at: ctx.clock().toISOString(),
      actor: { uuid: adminId },
      ip: '192.0.2.7',
      details: { changes: { support_email: { to: 'audit@sextant.test' } } },
    });
  });
});
