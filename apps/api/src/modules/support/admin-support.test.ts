import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newAdviserToken, otherFirmWithAdmin } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import type { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { createSupportReasons } from '@/test/fixtures/support-reasons';
import { tokenFor } from '@/test/sessions';
import { auditRows, userByEmail } from '@/test/sign-in';

describe.each(testDatabaseKinds)('the back office: support on %s', (kind) => {
  let ctx: TestContext;
  let adviser: string;
  let clientToken: string;
  let other: Awaited<ReturnType<typeof addFirm>>;
  let otherAdmin: string;
  let reason: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        await createDemoPeople(db);
        await createSupportReasons(db);
      },
    });
    adviser = await newAdviserToken(ctx);
    clientToken = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    ({ other, otherAdmin } = await otherFirmWithAdmin(ctx));
    reason = (await ctx.app.inject({ url: '/v1/user/get-contact-support-reasons' })).json()[0];
  });
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: unknown) =>
    callAs(ctx, method, url, token, payload);
  const askForHelp = (name: string, email: string) =>
    ctx.app.inject({ method: 'POST', url: '/v1/user/contact-support', payload: { name, email, reason } });

  it('lists open requests of the firm’s people only, and resolves them once', async () => {
    expect((await askForHelp('Demo Person', 'demo@sextant.test')).statusCode).toBe(200);
    expect((await askForHelp('Other Person', other.client.email)).statusCode).toBe(200);
    expect((await askForHelp('Nobody', 'nobody@nowhere.test')).statusCode).toBe(200);

    const res = await call('GET', '/v1/admin/support-requests', adviser);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { uuid: string; email: string; client_uuid: string | null }[];
    expect(items.map((r) => r.email)).toEqual(['demo@sextant.test']);
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    expect(items[0]).toMatchObject({ name: 'Demo Person', reason, client_uuid: demo.id, resolved_at: null });
    const theirs = (await call('GET', '/v1/admin/support-requests', otherAdmin)).json();
    expect(theirs.items.map((r: { email: string }) => r.email)).toEqual([other.client.email]);
    expect((await call('GET', '/v1/admin/support-requests?q=nobody', adviser)).json().total).toBe(0);
    expect((await call('GET', '/v1/admin/support-requests?q=demo%20pers', adviser)).json().total).toBe(1);

    const id = items[0]!.uuid;
    expect((await call('POST', `/v1/admin/support-requests/${id}/resolve`, otherAdmin)).statusCode).toBe(404);
    expect((await call('POST', `/v1/admin/support-requests/${id}/resolve`, clientToken)).statusCode).toBe(
      401,
    );
    const done = await call('POST', `/v1/admin/support-requests/${id}/resolve`, adviser);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ resolved_at: expect.any(String), resolved_by: 'Staff adviser' });
    expect((await call('POST', `/v1/admin/support-requests/${id}/resolve`, adviser)).statusCode).toBe(422);
    expect((await call('GET', '/v1/admin/support-requests', adviser)).json().total).toBe(0);
    const resolved = (await call('GET', '/v1/admin/support-requests?status=resolved', adviser)).json();
    expect(resolved.items.map((r: { uuid: string }) => r.uuid)).toEqual([id]);
    expect(await auditRows(ctx, 'admin.support.resolve', 'demo@sextant.test')).toHaveLength(1);
    expect((await call('GET', '/v1/admin/support-requests?status=all', adviser)).statusCode).toBe(422);
    expect((await call('POST', '/v1/admin/support-requests/nope/resolve', adviser)).statusCode).toBe(422);
    expect((await call('GET', '/v1/admin/support-requests', clientToken)).statusCode).toBe(401);
  });

  it('manages the firm’s own reasons; shared ones are read-only, another firm’s unknown', async () => {
    const list = await call('GET', '/v1/admin/support-reasons', adviser);
    expect(list.statusCode).toBe(200);
    const shared = list.json().items as { id: number; label: string; scope: string }[];
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((r) => r.scope === 'shared')).toBe(true);

    const added = await call('POST', '/v1/admin/support-reasons', adviser, { label: 'Question about fees' });
    expect(added.statusCode).toBe(201);
    const own = added.json();
    expect(own).toMatchObject({ label: 'Question about fees', active: true, scope: 'firm', position: 0 });
    const second = (
      await call('POST', '/v1/admin/support-reasons', adviser, { label: 'Change of adviser' })
    ).json();
    expect(second.position).toBe(1);
    expect(await auditRows(ctx, 'admin.support_reason.create')).toHaveLength(2);

    for (const label of ['question ABOUT fees', shared[0]!.label, '']) {
      expect((await call('POST', '/v1/admin/support-reasons', adviser, { label })).statusCode, label).toBe(
        422,
      );
    }
    const changed = await call('PATCH', `/v1/admin/support-reasons/${own.id}`, adviser, {
      label: 'Fees',
      position: 5,
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ label: 'Fees', position: 5, active: false });
    expect((await call('PATCH', `/v1/admin/support-reasons/${own.id}`, adviser, {})).statusCode).toBe(422);
    expect(
      (await call('PATCH', `/v1/admin/support-reasons/${own.id}`, adviser, { label: 'Change of adviser' }))
        .statusCode,
    ).toBe(422);
    const sharedEdit = await call('PATCH', `/v1/admin/support-reasons/${shared[0]!.id}`, adviser, {
      active: false,
    });
    expect(sharedEdit.statusCode).toBe(422);
    expect(
      (await call('PATCH', `/v1/admin/support-reasons/${own.id}`, otherAdmin, { active: true })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', '/v1/admin/support-reasons/abc', adviser, { active: true })).statusCode).toBe(
      422,
    );
    expect(
      (await call('PATCH', '/v1/admin/support-reasons/99999999', adviser, { active: true })).statusCode,
    ).toBe(404);

    const theirs = (await call('GET', '/v1/admin/support-reasons', otherAdmin)).json().items;
    expect(theirs.map((r: { label: string }) => r.label)).not.toContain('Fees');
    const mine = (await call('GET', '/v1/admin/support-reasons', adviser)).json().items;
    expect(mine.slice(-2).map((r: { label: string }) => r.label)).toEqual(['Change of adviser', 'Fees']);
    // The public list (before sign-in the firm is unknown) still offers the shared reasons only.
    const publicList = (await ctx.app.inject({ url: '/v1/user/get-contact-support-reasons' })).json();
    expect(publicList).toEqual(shared.map((r) => r.label));
    expect((await call('GET', '/v1/admin/support-reasons', clientToken)).statusCode).toBe(401);
  });
});
