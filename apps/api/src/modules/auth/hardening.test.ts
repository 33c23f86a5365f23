import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '@/plugins/mail';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import {
  addClient,
  auditRows,
  bearer,
  createLogin,
  DEMO_PASSWORD,
  form,
  lastLinkCode,
  requestReset,
  setPassword,
  signIn,
} from '@/test/sign-in';
import { AUTH_MESSAGES } from './context';

describe.each(testDatabaseKinds)('account hardening on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  const changePassword = (token: string, current: string, password = 'a-new-and-long-password') =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/user/password',
      ...form({
        'LoginForm[current_password]': current,
        'LoginForm[password]': password,
        'LoginForm[repeat_password]': password,
      }),
      headers: { ...form({}).headers, ...bearer(token) },
    });

  it('answers 401, not 422, to a guarded call without a session, before reading its body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/user/password',
      payload: { LoginForm: { password: 'x' } },
    });
    expect(res.statusCode).toBe(401);
    const malformed = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/user/mfa-delete',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('counts a wrong current password like a failed sign-in, audits it, and locks at the 5th', async () => {
    const user = await addClient(ctx);
    const token = await signIn(ctx, user.email);
    for (let i = 1; i <= 5; i++) {
      const res = await changePassword(token, `not-the-password-${i}`);
      expect(res.statusCode).toBe(422);
      // The 5th locks, and says so as sign-in does.
      expect(res.json().errors.current_password).toEqual([
        i < 5 ? AUTH_MESSAGES.wrongCurrentPassword : AUTH_MESSAGES.exhausted,
      ]);
    }
    expect(await auditRows(ctx, 'auth.password.change.failure', user.email)).toHaveLength(5);
    const locked = await createLogin(ctx, user.email, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.password[0]).toContain('exhausted');
  });

  it('ends every other reset link when a reset sets the password', async () => {
    const user = await addClient(ctx);
    await requestReset(ctx, user.email);
    const first = await lastLinkCode(ctx, user.email, 'password-reset');
    await requestReset(ctx, user.email);
    const second = await lastLinkCode(ctx, user.email, 'password-reset');
    expect(second).not.toBe(first);
    expect((await setPassword(ctx, second, 'quiet-harbour-at-noon')).statusCode).toBe(200);
    const reuse = await setPassword(ctx, first, 'another-quiet-harbour');
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors.code).toEqual([AUTH_MESSAGES.badCode]);
  });

  it('ends outstanding reset links when the password is changed', async () => {
    const user = await addClient(ctx);
    await requestReset(ctx, user.email);
    const code = await lastLinkCode(ctx, user.email, 'password-reset');
    const token = await signIn(ctx, user.email);
    expect((await changePassword(token, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await setPassword(ctx, code, 'an-attacker-password-x')).statusCode).toBe(422);
  });
});

describe('mail leaves in the background', () => {
  let ctx: TestContext;
  const sent: Mail[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  beforeAll(async () => {
    const mailer = {
      async send(mail: Mail) {
        await gate;
        sent.push(mail);
      },
    };
    ctx = await createTestContext('pglite', { seed: (db) => createDemoPeople(db), mailer });
  });
  afterAll(() => ctx?.close());

  it('answers a reset request for a known account without waiting for the mail', async () => {
    const known = await requestReset(ctx, 'demo@sextant.test');
    const unknown = await requestReset(ctx, 'nobody-here@sextant.test');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(sent).toHaveLength(0);
    release();
    await ctx.app.mailer.settled();
    expect(sent.map((m) => m.to)).toEqual(['demo@sextant.test']);
  });
});
