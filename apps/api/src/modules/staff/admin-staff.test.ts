import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newAdviserToken, otherFirmWithAdmin } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { type addFirm, addStaff } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { auditRows, lastLinkCode, mailsTo, newEmail, setPassword, userByEmail } from '@/test/sign-in';

describe.each(testDatabaseKinds)('the back office: staff on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let adviser: string;
  let clientToken: string;
  let other: Awaited<ReturnType<typeof addFirm>>;
  let otherAdmin: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    adviser = await newAdviserToken(ctx);
    clientToken = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    ({ other, otherAdmin } = await otherFirmWithAdmin(ctx));
  });
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    callAs(ctx, method, url, token, payload);
  const newStaff = (role = 'adviser', extra: Record<string, unknown> = {}) =>
    call('POST', '/v1/admin/staff', admin, {
      email: newEmail('staff'),
      first_name: 'Mary',
      surname: 'Jackson',
      role,
      ...extra,
    });

  it('lets admins only manage staff: advisers and clients get 401', async () => {
    const someone = await addStaff(ctx, 'adviser');
    for (const token of [adviser, clientToken]) {
      expect((await call('GET', '/v1/admin/staff', token)).statusCode).toBe(401);
      expect(
        (
          await call('POST', '/v1/admin/staff', token, {
            email: newEmail(),
            first_name: 'A',
            surname: 'B',
            role: 'admin',
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (await call('PUT', `/v1/admin/staff/${someone.id}/role`, token, { role: 'admin' })).statusCode,
      ).toBe(401);
      for (const action of ['deactivate', 'reactivate', 'invite']) {
        expect((await call('POST', `/v1/admin/staff/${someone.id}/${action}`, token)).statusCode).toBe(401);
      }
    }
    expect((await userByEmail(ctx, someone.email)).role).toBe('adviser');
  });

  it('lists the firm’s staff only', async () => {
    const res = await call('GET', '/v1/admin/staff?per_page=100', admin);
    expect(res.statusCode).toBe(200);
    const emails = res.json().items.map((s: { email: string }) => s.email);
    expect(emails).toContain('adviser@sextant.test');
    expect(emails).not.toContain('demo@sextant.test');
    expect(emails).not.toContain(other.admin.email);
    expect(res.json().items.find((s: { email: string }) => s.email === 'adviser@sextant.test')).toMatchObject(
      {
        role: 'admin',
        status: 'active',
        mfa_configured: true,
      },
    );
    const search = (
      await call('GET', '/v1/admin/staff?q=adviser%40sextant&sort=role&order=desc', admin)
    ).json();
    expect(search.items.map((s: { email: string }) => s.email)).toEqual(['adviser@sextant.test']);
    expect((await call('GET', '/v1/admin/staff?sort=nope', admin)).statusCode).toBe(422);
  });

  it('creates a staff member with a one-time set-up link that works once', async () => {
    const res = await newStaff('adviser');
    expect(res.statusCode).toBe(201);
    const { staff, invite_link } = res.json();
    expect(staff).toMatchObject({
      role: 'adviser',
      status: 'invited',
      mfa_configured: false,
      first_name: 'Mary',
    });
    expect(invite_link).toMatch(/^https:\/\/portal\.test\/invite\/[A-Za-z0-9_-]+$/);
    const mail = (await mailsTo(ctx, staff.email)).at(-1)!;
    expect(mail.text).toContain(invite_link);
    const code = await lastLinkCode(ctx, staff.email, 'invite');
    expect((await ctx.app.inject({ url: `/v1/invite/${code}` })).json()).toMatchObject({
      email: staff.email,
    });
    expect((await setPassword(ctx, code, 'Staff-password-long-1')).statusCode).toBe(200);
    expect((await setPassword(ctx, code, 'Staff-password-long-2')).statusCode).toBe(422);
    const stored = await userByEmail(ctx, staff.email);
    expect(stored).toMatchObject({
      role: 'adviser',
      firmId: (await userByEmail(ctx, 'adviser@sextant.test')).firmId,
    });
    expect(stored.passwordHash).not.toBeNull();
    expect(await auditRows(ctx, 'admin.staff.create', staff.email)).toHaveLength(1);

    // Set up now: no second link.
    expect((await call('POST', `/v1/admin/staff/${staff.uuid}/invite`, admin)).statusCode).toBe(422);
  });

  it('refuses bad and used emails, bad roles and names', async () => {
    for (const email of ['demo@sextant.test', other.client.email]) {
      const res = await newStaff('adviser', { email });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual(['This email address is already in use.']);
    }
    expect((await newStaff('client')).statusCode).toBe(422);
    expect((await newStaff('admin', { first_name: '' })).json().errors.first_name).toBeDefined();
    expect((await newStaff('admin', { email: 'nope' })).json().errors.email).toBeDefined();
  });

  it('re-sends the set-up link, retiring the earlier one', async () => {
    const { staff } = (await newStaff('admin')).json();
    const first = await lastLinkCode(ctx, staff.email, 'invite');
    const res = await call('POST', `/v1/admin/staff/${staff.uuid}/invite`, admin);
    expect(res.statusCode).toBe(200);
    const second = await lastLinkCode(ctx, staff.email, 'invite');
    expect(res.json().invite_link).toContain(second);
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: `/v1/invite/${first}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/v1/invite/${second}` })).statusCode).toBe(200);
    expect((await call('POST', `/v1/admin/staff/${staff.uuid}/invite`, otherAdmin)).statusCode).toBe(404);
  });

  it('changes roles, never the admin’s own, never another firm’s', async () => {
    const member = await addStaff(ctx, 'adviser');
    const { token } = await tokenFor(ctx.app, member.email);
    const up = await call('PUT', `/v1/admin/staff/${member.id}/role`, admin, { role: 'admin' });
    expect(up.statusCode).toBe(200);
    expect(up.json().role).toBe('admin');
    expect((await call('GET', '/v1/admin/staff', token)).statusCode).toBe(200);
    const down = await call('PUT', `/v1/admin/staff/${member.id}/role`, admin, { role: 'adviser' });
    expect(down.json().role).toBe('adviser');
    // A demotion ends the sessions.
    expect((await call('GET', '/v1/admin/me', token)).statusCode).toBe(401);
    expect(await auditRows(ctx, 'admin.staff.role', member.email)).toHaveLength(2);

    const me = await userByEmail(ctx, 'adviser@sextant.test');
    const self = await call('PUT', `/v1/admin/staff/${me.id}/role`, admin, { role: 'adviser' });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.staff[0]).toContain('demote yourself');
    expect(
      (await call('PUT', `/v1/admin/staff/${member.id}/role`, admin, { role: 'client' })).statusCode,
    ).toBe(422);
    expect(
      (await call('PUT', `/v1/admin/staff/${other.adviser.id}/role`, admin, { role: 'admin' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/v1/admin/staff/${member.id}/role`, otherAdmin, { role: 'admin' })).statusCode,
    ).toBe(404);
    const client = await userByEmail(ctx, 'demo@sextant.test');
    expect(
      (await call('PUT', `/v1/admin/staff/${client.id}/role`, admin, { role: 'admin' })).statusCode,
    ).toBe(404);
    expect((await userByEmail(ctx, 'demo@sextant.test')).role).toBe('client');
  });

  it('deactivates (ending sessions) and reactivates; never the admin themself', async () => {
    const member = await addStaff(ctx, 'adviser');
    const { token } = await tokenFor(ctx.app, member.email);
    expect((await call('GET', '/v1/admin/me', token)).statusCode).toBe(200);
    expect((await call('POST', `/v1/admin/staff/${member.id}/deactivate`, otherAdmin)).statusCode).toBe(404);
    const off = await call('POST', `/v1/admin/staff/${member.id}/deactivate`, admin);
    expect(off.json().status).toBe('inactive');
    expect((await call('GET', '/v1/admin/me', token)).statusCode).toBe(401);
    expect((await call('POST', `/v1/admin/staff/${member.id}/deactivate`, admin)).statusCode).toBe(422);
    expect((await call('POST', `/v1/admin/staff/${member.id}/invite`, admin)).statusCode).toBe(422);
    const on = await call('POST', `/v1/admin/staff/${member.id}/reactivate`, admin);
    expect(on.json().status).toBe('active');
    expect(await auditRows(ctx, 'admin.staff.deactivate', member.email)).toHaveLength(1);

    const me = await userByEmail(ctx, 'adviser@sextant.test');
    const self = await call('POST', `/v1/admin/staff/${me.id}/deactivate`, admin);
    expect(self.statusCode).toBe(422);
    expect((await call('GET', '/v1/admin/me', admin)).statusCode).toBe(200);
    expect((await call('POST', '/v1/admin/staff/nope/deactivate', admin)).statusCode).toBe(422);
  });
});
