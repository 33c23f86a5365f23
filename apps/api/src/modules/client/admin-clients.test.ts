import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, loginAttempts, users } from '@/db/schema/index';
import { callAs, newAdviserToken, otherFirmWithAdmin } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import type { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { createPolicy, createProvider } from '@/test/fixtures/policies';
import { tokenFor } from '@/test/sessions';
import {
  addClient,
  auditRows,
  claimsOf,
  createLogin,
  DEMO_PASSWORD,
  lastLinkCode,
  mailsTo,
  newEmail,
  policyStatus,
  setPassword,
  signIn,
  userByEmail,
  wrongPasswords,
} from '@/test/sign-in';

describe.each(testDatabaseKinds)('the back office: clients on %s', (kind) => {
  let ctx: TestContext;
  let adviser: string;
  let clientToken: string;
  let other: Awaited<ReturnType<typeof addFirm>>;
  let otherAdmin: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo } = await createDemoPeople(db);
        const provider = await createProvider(db, firm.id);
        await createPolicy(db, {
          firmId: firm.id,
          clientId: demo.id,
          providerId: provider.id,
          reference: 'HV-0101-ISA',
          productType: 'Stocks & Shares ISA',
        });
      },
    });
    adviser = await newAdviserToken(ctx);
    clientToken = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    ({ other, otherAdmin } = await otherFirmWithAdmin(ctx));
  });
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: unknown) =>
    callAs(ctx, method, url, token, payload);

  const newClient = (payload: Record<string, unknown> = {}) =>
    call('POST', '/v1/admin/clients', adviser, {
      first_name: 'Ada',
      surname: 'Lovelace',
      email: newEmail('ada'),
      ...payload,
    });

  it('lists the firm’s clients only, with search, status filter, sort and paging', async () => {
    const res = await call('GET', '/v1/admin/clients?per_page=100', adviser);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const emails = body.items.map((c: { email: string }) => c.email);
    expect(emails).toEqual(
      expect.arrayContaining(['demo@sextant.test', 'vip@sextant.test', 'new@sextant.test']),
    );
    expect(emails).not.toContain(other.client.email);
    expect(emails).not.toContain('adviser@sextant.test');
    expect(body.total).toBe(body.items.length);

    const search = (await call('GET', '/v1/admin/clients?q=VIP%40sextant', adviser)).json();
    expect(search.items.map((c: { email: string }) => c.email)).toEqual(['vip@sextant.test']);
    const theirs = (await call('GET', '/v1/admin/clients', otherAdmin)).json();
    expect(theirs.items.map((c: { email: string }) => c.email)).toEqual([other.client.email]);

    const invited = (await newClient()).json();
    const onlyInvited = (await call('GET', '/v1/admin/clients?status=invited&per_page=100', adviser)).json();
    expect(onlyInvited.items.map((c: { uuid: string }) => c.uuid)).toContain(invited.uuid);
    expect(onlyInvited.items.every((c: { status: string }) => c.status === 'invited')).toBe(true);

    const paged = (
      await call('GET', '/v1/admin/clients?sort=email&order=desc&per_page=1&page=2', adviser)
    ).json();
    expect(paged).toMatchObject({ page: 2, per_page: 1, total: body.total + 1 });
    expect(paged.items).toHaveLength(1);

    expect((await call('GET', '/v1/admin/clients?sort=password', adviser)).statusCode).toBe(422);
    expect((await call('GET', '/v1/admin/clients?status=gone', adviser)).statusCode).toBe(422);
    expect((await call('GET', '/v1/admin/clients', clientToken)).statusCode).toBe(401);
  });

  it('creates a client with the SPEC §3 fields, refusing bad data and used emails', async () => {
    const email = newEmail('grace');
    const res = await call('POST', '/v1/admin/clients', adviser, {
      title: 'Dr',
      first_name: 'Grace',
      surname: 'Hopper',
      email: email.toUpperCase(),
      telephone: { mobile_number: '07700 900123', home_number: '' },
      address: {
        line_1: '1 High Street',
        town: 'Exeter',
        postcode: 'ex11aa',
        country: 'United Kingdom',
        country_id: 826,
      },
      vip: true,
    });
    expect(res.statusCode).toBe(201);
    const client = res.json();
    expect(client).toMatchObject({
      title: 'Dr',
      first_name: 'Grace',
      email,
      telephone: { mobile_number: '07700 900123', home_number: null },
      address: { postcode: 'EX1 1AA', town: 'Exeter' },
      vip: true,
      status: 'invited',
      mfa_configured: false,
      locked: false,
      last_sign_in: null,
      invite_sent_at: null,
      policy_count: 0,
      pending_amendment: false,
    });
    expect(await mailsTo(ctx, email)).toHaveLength(0);
    expect((await auditRows(ctx, 'admin.client.create', email)).at(-1)).toMatchObject({
      firmId: (await userByEmail(ctx, 'adviser@sextant.test')).firmId,
    });

    // Emails are unique across the deployment; the answer names no firm.
    for (const taken of [email, other.client.email, 'adviser@sextant.test']) {
      const dup = await newClient({ email: taken });
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors.email).toEqual(['This email address is already in use.']);
      expect(dup.body).not.toContain('Other Firm');
    }
    const bad = await newClient({
      email: 'not-an-email',
      first_name: '',
      telephone: { mobile_number: 'abc' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['email', 'first_name', 'telephone.mobile_number']),
    );
    expect((await newClient({ role: 'admin' })).statusCode).toBe(422);
    // The New client form sends nothing for a blank field: each says what to enter, in plain words.
    const blank = await call('POST', '/v1/admin/clients', adviser, {});
    expect(blank.json().errors).toEqual({
      first_name: ['Enter the first name.'],
      surname: ['Enter the surname.'],
      email: ['Enter the email address.'],
    });
    const postcode = await newClient({ address: { postcode: 'NOPE', country_id: 826 } });
    expect(postcode.json().errors).toEqual({
      'address.postcode': ['Enter a valid UK postcode, like EX3 0HF.'],
    });
    expect((await call('POST', '/v1/admin/clients', clientToken, { first_name: 'X' })).statusCode).toBe(401);
  });

  it('shows one client with its state, and never another firm’s', async () => {
    const demo = await userByEmail(ctx, 'demo@sextant.test');
    await ctx.db
      .insert(loginAttempts)
      .values({ email: demo.email, failures: 5, lockedAt: ctx.clock() })
      .onConflictDoUpdate({ target: loginAttempts.email, set: { lockedAt: ctx.clock() } });
    const res = await call('GET', `/v1/admin/clients/${demo.id}`, adviser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: demo.id,
      email: 'demo@sextant.test',
      status: 'active',
      mfa_configured: true,
      locked: true,
      last_sign_in: expect.any(String),
      policy_count: expect.any(Number),
    });
    expect(res.json().policy_count).toBeGreaterThan(0);
    await ctx.db.delete(loginAttempts).where(eq(loginAttempts.email, demo.email));

    expect((await call('GET', `/v1/admin/clients/${other.client.id}`, adviser)).statusCode).toBe(404);
    expect((await call('GET', `/v1/admin/clients/${demo.id}`, otherAdmin)).statusCode).toBe(404);
    const staff = await userByEmail(ctx, 'adviser@sextant.test');
    expect((await call('GET', `/v1/admin/clients/${staff.id}`, adviser)).statusCode).toBe(404);
    expect((await call('GET', '/v1/admin/clients/not-a-uuid', adviser)).statusCode).toBe(422);
    expect((await call('GET', `/v1/admin/clients/${demo.id}`, clientToken)).statusCode).toBe(401);
  });

  it('edits profile fields; the email only before a password is set', async () => {
    const created = (await newClient()).json();
    const email = newEmail('renamed');
    const res = await call('PATCH', `/v1/admin/clients/${created.uuid}`, adviser, {
      surname: 'Byron',
      email,
      address: { town: 'London' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ surname: 'Byron', email, address: { town: 'London' } });
    expect(await auditRows(ctx, 'admin.client.update', created.email)).toHaveLength(1);

    const client = await addClient(ctx);
    const refused = await call('PATCH', `/v1/admin/clients/${client.id}`, adviser, { email: newEmail() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email[0]).toContain('until the client has set a password');
    expect(
      (await call('PATCH', `/v1/admin/clients/${client.id}`, adviser, { email: other.client.email }))
        .statusCode,
    ).toBe(422);
    expect((await call('PATCH', `/v1/admin/clients/${client.id}`, adviser, {})).statusCode).toBe(422);
    expect((await call('PATCH', `/v1/admin/clients/${client.id}`, adviser, { vip: true })).statusCode).toBe(
      422,
    );
    expect(
      (await call('PATCH', `/v1/admin/clients/${client.id}`, otherAdmin, { surname: 'X' })).statusCode,
    ).toBe(404);
    expect((await userByEmail(ctx, client.email)).surname).toBe('Client');
  });

  it('invites by mail; the code works once, and a new invite retires the old one', async () => {
    const created = (await newClient({ send_invite: true })).json();
    expect(created.invite_sent_at).toEqual(expect.any(String));
    const mails = await mailsTo(ctx, created.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('https://portal.test/invite/');
    const first = await lastLinkCode(ctx, created.email, 'invite');
    expect((await ctx.app.inject({ url: `/v1/invite/${first}` })).statusCode).toBe(200);

    const again = await call('POST', `/v1/admin/clients/${created.uuid}/invite`, adviser);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ uuid: created.uuid, status: 'invited' });
    const second = await lastLinkCode(ctx, created.email, 'invite');
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: `/v1/invite/${first}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/v1/invite/${second}` })).json()).toMatchObject({
      email: created.email,
      first_name: 'Ada',
    });
    expect((await setPassword(ctx, first, 'A-long-new-password-1')).statusCode).toBe(422);
    expect((await setPassword(ctx, second, 'A-long-new-password-1')).statusCode).toBe(200);
    expect((await setPassword(ctx, second, 'A-long-new-password-2')).statusCode).toBe(422);
    expect(await auditRows(ctx, 'admin.client.invite', created.email)).toHaveLength(2);

    // Signed up now: no more invites (a reset is the way), and the status says so.
    const after = await call('POST', `/v1/admin/clients/${created.uuid}/invite`, adviser);
    expect(after.statusCode).toBe(422);
    expect((await call('GET', `/v1/admin/clients/${created.uuid}`, adviser)).json().status).toBe('active');
    expect((await call('POST', `/v1/admin/clients/${created.uuid}/invite`, otherAdmin)).statusCode).toBe(404);
    expect((await call('POST', `/v1/admin/clients/${created.uuid}/invite`, clientToken)).statusCode).toBe(
      401,
    );
  });

  it('deactivates (ending sessions and invites, refusing invites) and reactivates', async () => {
    const client = await addClient(ctx);
    const { token } = await tokenFor(ctx.app, client.email);
    expect((await call('GET', '/v1/client', token)).statusCode).toBe(200);

    expect((await call('POST', `/v1/admin/clients/${client.id}/deactivate`, otherAdmin)).statusCode).toBe(
      404,
    );
    const res = await call('POST', `/v1/admin/clients/${client.id}/deactivate`, adviser);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('inactive');
    expect((await call('GET', '/v1/client', token)).statusCode).toBe(401);
    expect((await call('POST', `/v1/admin/clients/${client.id}/deactivate`, adviser)).statusCode).toBe(422);

    const invited = (await newClient({ send_invite: true })).json();
    const code = await lastLinkCode(ctx, invited.email, 'invite');
    await call('POST', `/v1/admin/clients/${invited.uuid}/deactivate`, adviser);
    const refused = await call('POST', `/v1/admin/clients/${invited.uuid}/invite`, adviser);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.client[0]).toContain('deactivated');
    expect((await ctx.app.inject({ url: `/v1/invite/${code}` })).statusCode).toBe(404);

    const back = await call('POST', `/v1/admin/clients/${client.id}/reactivate`, adviser);
    expect(back.json().status).toBe('active');
    expect((await call('GET', '/v1/client', (await tokenFor(ctx.app, client.email)).token)).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/v1/admin/clients/${client.id}/reactivate`, adviser)).statusCode).toBe(422);
    expect(await auditRows(ctx, 'admin.client.deactivate', client.email)).toHaveLength(1);
    expect(await auditRows(ctx, 'admin.client.reactivate', client.email)).toHaveLength(1);
  });

  it('sets VIP and resets MFA (ending sessions)', async () => {
    const client = await addClient(ctx);
    const vip = await call('PUT', `/v1/admin/clients/${client.id}/vip`, adviser, { vip: true });
    expect(vip.json().vip).toBe(true);
    expect(
      (await call('PUT', `/v1/admin/clients/${client.id}/vip`, adviser, { vip: 'yes' })).statusCode,
    ).toBe(422);
    expect(
      (await call('PUT', `/v1/admin/clients/${client.id}/vip`, otherAdmin, { vip: false })).statusCode,
    ).toBe(404);
    expect((await auditRows(ctx, 'admin.client.vip', client.email))[0]!.details).toMatchObject({ vip: true });

    const { token } = await tokenFor(ctx.app, client.email);
    expect((await call('POST', `/v1/admin/clients/${client.id}/reset-mfa`, otherAdmin)).statusCode).toBe(404);
    const reset = await call('POST', `/v1/admin/clients/${client.id}/reset-mfa`, adviser);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().mfa_configured).toBe(false);
    const stored = await userByEmail(ctx, client.email);
    expect([stored.mfaSecret, stored.mfaPendingSecret, stored.mfaLastStep]).toEqual([null, null, null]);
    expect((await call('GET', '/v1/client', token)).statusCode).toBe(401);
    // The next sign-in offers MFA set-up again.
    const pending = (await tokenFor(ctx.app, client.email, { mfaVerified: false })).token;
    expect((await call('GET', '/v1/user/mfa', pending)).json().mfa_configured).toBe(false);
    expect(await auditRows(ctx, 'admin.client.mfa_reset', client.email)).toHaveLength(1);
  });

  it('unlocks a locked client of the firm, audited: they sign in again with their password', async () => {
    const client = await addClient(ctx);
    await wrongPasswords(ctx, client.email, 5);
    const refused = await createLogin(ctx, client.email, DEMO_PASSWORD);
    expect(refused.json().errors.password[0]).toContain('exhausted');
    expect((await call('GET', `/v1/admin/clients/${client.id}`, adviser)).json().locked).toBe(true);

    // Another firm's staff, the client themself and a malformed id reach nothing; the lock stays.
    expect((await call('POST', `/v1/admin/clients/${client.id}/unlock`, otherAdmin)).statusCode).toBe(404);
    const ownToken = (await tokenFor(ctx.app, client.email)).token;
    expect((await call('POST', `/v1/admin/clients/${client.id}/unlock`, ownToken)).statusCode).toBe(401);
    expect((await call('POST', `/v1/admin/clients/${client.id}/unlock`, clientToken)).statusCode).toBe(401);
    expect((await call('POST', '/v1/admin/clients/not-a-uuid/unlock', adviser)).statusCode).toBe(422);
    expect((await createLogin(ctx, client.email, DEMO_PASSWORD)).statusCode).toBe(422);
    expect(await auditRows(ctx, 'admin.client.unlock', client.email)).toHaveLength(0);

    const res = await call('POST', `/v1/admin/clients/${client.id}/unlock`, adviser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: client.id, locked: false });
    expect(await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, client.email))).toEqual(
      [],
    );
    expect(await auditRows(ctx, 'admin.client.unlock', client.email)).toMatchObject([
      { actorId: claimsOf(adviser).sub, firmId: client.firmId, details: { client: client.id } },
    ]);
    // Unlocked, not signed in: the password opens the code step, as usual.
    expect((await createLogin(ctx, client.email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await policyStatus(ctx, await signIn(ctx, client.email))).toBe(200);

    const again = await call('POST', `/v1/admin/clients/${client.id}/unlock`, adviser);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.client).toEqual(['This client is not locked.']);
  });

  it('never hands out invites of unknown ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of ['invite', 'deactivate', 'reactivate', 'reset-mfa', 'unlock']) {
      expect((await call('POST', `/v1/admin/clients/${unknown}/${path}`, adviser)).statusCode, path).toBe(
        404,
      );
    }
    expect(await ctx.db.select().from(invites).where(eq(invites.userId, unknown))).toHaveLength(0);
    expect(await ctx.db.select().from(users).where(eq(users.id, unknown))).toHaveLength(0);
  });
});
