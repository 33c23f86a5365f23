import type { ReviewSegment, ReviewSegmentList } from '@sextant/contracts/admin-segments';
import type { AdminClientService } from '@sextant/contracts/admin-service';
import type { ClientService } from '@sextant/contracts/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm, addStaff } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { auditRows, mailsTo, userByEmail } from '@/test/sign-in';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabaseKinds)('review segments on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let adviser: string;
  let demo: { id: string; firmId: string };
  let vip: { id: string };
  let other: Awaited<ReturnType<typeof addFirm>> & { adminToken: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    adviser = (await tokenFor(ctx.app, (await addStaff(ctx, 'adviser')).email)).token;
    demo = await userByEmail(ctx, 'demo@sextant.test');
    vip = await userByEmail(ctx, 'vip@sextant.test');
    const firm = await addFirm(ctx);
    other = { ...firm, adminToken: (await tokenFor(ctx.app, firm.admin.email)).token };
  });
  afterAll(() => ctx?.close());

  const call = (token: string, method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload && { payload }),
    });
  const ok = async <T>(token: string, method: Method, url: string, payload?: object, status = 200) => {
    const res = await call(token, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json() as T;
  };
  const list = (token = admin) => ok<ReviewSegmentList>(token, 'GET', '/v1/admin/segments');
  const activeClients = async () =>
    (await ctx.db.select().from(users).where(eq(users.role, 'client'))).filter(
      (u) => u.active && u.firmId === demo.firmId,
    ).length;
  const nextReviewOf = async (id: string) =>
    (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.nextReviewDate;

  it('gives every firm, however it was made, a Standard default of 12 months holding its clients', async () => {
    const own = await list(adviser);
    const clients = await activeClients();
    expect(own.items).toEqual([
      expect.objectContaining({ name: 'Standard', interval_months: 12, is_default: true, clients }),
    ]);
    const theirs = await list(other.adminToken);
    expect(theirs.items).toEqual([
      expect.objectContaining({ name: 'Standard', is_default: true, clients: 1 }),
    ]);
    expect(theirs.items[0]!.uuid).not.toBe(own.items[0]!.uuid);
  });

  it('lets admins add segments with plain errors, and keeps advisers and other firms out', async () => {
    const input = { name: 'Complex planning', interval_months: 6, description: 'Reviewed twice a year.' };
    // The admin scope refuses an adviser as it refuses everyone it does not admit (the scope sweep's rule).
    expect((await call(adviser, 'POST', '/v1/admin/segments', input)).statusCode).toBe(401);
    const made = await ok<ReviewSegment>(admin, 'POST', '/v1/admin/segments', input, 201);
    expect(made).toMatchObject({ ...input, is_default: false, clients: 0 });
    expect(await auditRows(ctx, 'admin.segment.create', made.uuid)).toHaveLength(1);

    const taken = await call(admin, 'POST', '/v1/admin/segments', { ...input, name: 'complex PLANNING' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['The firm already has a segment of this name.'] });
    const bad = await call(admin, 'POST', '/v1/admin/segments', { name: ' ', interval_months: 61 });
    expect(bad.json().errors).toEqual({
      name: [expect.stringMatching(/^Enter/)],
      interval_months: ['The review interval must be from 1 to 60 months.'],
    });
    expect((await call(other.adminToken, 'PUT', `/v1/admin/segments/${made.uuid}`, input)).statusCode).toBe(
      404,
    );
    expect((await call(other.adminToken, 'DELETE', `/v1/admin/segments/${made.uuid}`)).statusCode).toBe(404);
  });

  it('puts a client in a segment of the firm only, and its interval sets the next review', async () => {
    const complex = (await list()).items.find((s) => s.name === 'Complex planning')!;
    const serviceUrl = `/v1/admin/clients/${demo.id}/service`;
    const foreign = (await list(other.adminToken)).items[0]!.uuid;
    const refused = await call(admin, 'PUT', serviceUrl, {
      adviser_id: null,
      next_review_date: '2026-12-01',
      segment_id: foreign,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ segment_id: ['Choose one of the firm’s review segments.'] });

    const set = await ok<AdminClientService>(admin, 'PUT', serviceUrl, {
      adviser_id: null,
      next_review_date: '2026-12-01',
      segment_id: complex.uuid,
    });
    expect(set.segment).toEqual({ uuid: complex.uuid, name: 'Complex planning', interval_months: 6 });
    // The check-in that opened is the client's six-monthly review, not an "annual" one, wherever they read it.
    expect(set.current?.status).toBe('checkin_open');
    const client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    expect((await ok<ClientService>(client, 'GET', '/v1/review')).interval_months).toBe(6);
    const [mail] = (await mailsTo(ctx, 'demo@sextant.test')).filter((m) =>
      m.header('subject')?.includes('check-in'),
    );
    expect(mail!.header('subject')).toBe('Your six-monthly review: a quick check-in');
    expect(mail!.text).toContain('Your six-monthly review with ');
    const actions = await ok<{ items: Array<{ kind: string; title: string }> }>(client, 'GET', '/v1/action');
    expect(actions.items.find((item) => item.kind === 'review_checkin')?.title).toBe(
      'Your six-monthly review check-in',
    );
    const notices = await ok<{ notifications: Array<{ title: string }> }>(client, 'GET', '/v1/notification');
    expect(notices.notifications.map((n) => n.title)).toContain('Your six-monthly review check-in');
    // Leaving segment_id out keeps it.
    const kept = await ok<AdminClientService>(admin, 'PUT', serviceUrl, {
      adviser_id: null,
      next_review_date: '2026-12-02',
    });
    expect(kept.segment?.uuid).toBe(complex.uuid);
    await ok(admin, 'POST', `/v1/admin/reviews/${kept.current!.uuid}/outcome`, {
      outcome: 'delivered',
      meeting_held_on: '2026-11-20',
    });
    expect(await nextReviewOf(demo.id)).toBe('2027-06-02');

    // vip@ stays in the default; making the default 24 months moves their next review two years on.
    const standard = (await list()).items.find((s) => s.is_default)!;
    await ok(admin, 'PUT', `/v1/admin/segments/${standard.uuid}`, {
      name: 'Standard',
      interval_months: 24,
      is_default: true,
    });
    const vipService = await ok<AdminClientService>(admin, 'PUT', `/v1/admin/clients/${vip.id}/service`, {
      adviser_id: null,
      next_review_date: '2026-12-05',
    });
    expect(vipService.segment).toMatchObject({ name: 'Standard', interval_months: 24 });
    await ok(admin, 'POST', `/v1/admin/reviews/${vipService.current!.uuid}/outcome`, { outcome: 'declined' });
    expect(await nextReviewOf(vip.id)).toBe('2028-12-05');
  });

  it('moves the default rather than unsetting it, and deletes only a segment nobody is in', async () => {
    const segments = (await list()).items;
    const standard = segments.find((s) => s.is_default)!;
    const complex = segments.find((s) => s.name === 'Complex planning')!;
    const unset = await call(admin, 'PUT', `/v1/admin/segments/${standard.uuid}`, {
      name: 'Standard',
      interval_months: 12,
      is_default: false,
    });
    expect(unset.statusCode).toBe(422);
    expect(unset.json().errors).toHaveProperty('is_default');
    expect((await call(admin, 'DELETE', `/v1/admin/segments/${standard.uuid}`)).statusCode).toBe(409);
    const inUse = await call(admin, 'DELETE', `/v1/admin/segments/${complex.uuid}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Move the clients in this segment to another one before deleting it.');

    await ok(admin, 'PUT', `/v1/admin/segments/${complex.uuid}`, {
      name: 'Complex planning',
      interval_months: 6,
      is_default: true,
    });
    const moved = (await list()).items;
    expect(moved.filter((s) => s.is_default).map((s) => s.name)).toEqual(['Complex planning']);
    // The default now also holds everyone without a segment of their own.
    expect(moved.find((s) => s.name === 'Complex planning')!.clients).toBe(await activeClients());

    const spare = await ok<ReviewSegment>(
      admin,
      'POST',
      '/v1/admin/segments',
      {
        name: 'Spare',
        interval_months: 18,
      },
      201,
    );
    await ok(admin, 'DELETE', `/v1/admin/segments/${spare.uuid}`);
    expect((await list()).items.map((s) => s.name)).not.toContain('Spare');
    expect(await auditRows(ctx, 'admin.segment.delete', spare.uuid)).toHaveLength(1);
  });
});
