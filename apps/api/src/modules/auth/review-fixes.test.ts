import { redactSecretPaths } from '@sextant/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_SERIALIZERS } from '@/plugins/request-log';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { createSupportReasons } from '@/test/fixtures/support-reasons';
import { tokenFor } from '@/test/sessions';
import {
  addClient,
  createLogin,
  DEMO_PASSWORD,
  form,
  getWith,
  passwordStep,
  setPassword,
  userByEmail,
} from '@/test/sign-in';

describe('one-time codes stay out of logs', () => {
  it('replaces invite and reset codes in logged paths', () => {
    expect(redactSecretPaths('/v1/invite/abc-DEF_123?x=1')).toBe('/v1/invite/[code]?x=1');
    expect(redactSecretPaths('/password-reset/abc')).toBe('/password-reset/[code]');
    expect(redactSecretPaths('/tabs/policies')).toBe('/tabs/policies');
    const line = LOG_SERIALIZERS.req({ method: 'GET', url: '/invite/secret-code', ip: '1.2.3.4' } as never);
    expect(line).toEqual({ method: 'GET', url: '/invite/[code]', remoteAddress: '1.2.3.4' });
  });
});

describe.each(testDatabaseKinds)('review fixes on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        await createDemoPeople(db);
        await createSupportReasons(db);
      },
      limits: { authPerIpPerMinute: 3, supportPerAccountPerHour: 2 },
    });
  });
  afterAll(() => ctx?.close());

  it('believes the socket, not X-Forwarded-For, unless told to trust a proxy', async () => {
    const ip = '203.0.113.77';
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/create',
        ...form({ 'LoginForm[username]': 'spray@sextant.test', 'LoginForm[password]': 'x' }),
        headers: { ...form({}).headers, 'x-forwarded-for': `198.51.100.${i}` },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });

  it('answers 422, not 500, to a NUL character in any field', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: '/v1/device',
        payload: { device_id: 'device-nul-check-1', type: 'we\u0000b' },
        field: 'type',
      },
      {
        method: 'POST' as const,
        url: '/v1/user/reset-request',
        payload: { LoginForm: { email: 'a\u0000@b.co' } },
        field: 'email',
      },
      {
        method: 'POST' as const,
        url: '/v1/user/contact-support',
        payload: { name: 'N\u0000', email: 'n@b.co', reason: 'Something else' },
        field: 'name',
      },
    ];
    for (const [i, { method, url, payload, field }] of cases.entries()) {
      const res = await ctx.app.inject({ method, url, payload, remoteAddress: `192.0.2.${10 + i}` });
      expect(res.statusCode, url).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'LoginForm%5Busername%5D=a%00%40b.co&LoginForm%5Bpassword%5D=x',
      remoteAddress: '192.0.2.50',
    });
    expect(form.statusCode).toBe(422);
    expect(form.json().errors).toHaveProperty('username');
  });

  it('answers 401 on the check for a session the data calls refuse (terms not accepted)', async () => {
    const { token } = await tokenFor(ctx.app, 'new@sextant.test');
    const check = await getWith(ctx, '/v1/authentication/check', token, { ip: '192.0.2.60' });
    expect(check.statusCode).toBe(401);
    expect(check.json().name).toBe('Unauthorized');
    const demo = await tokenFor(ctx.app, 'demo@sextant.test');
    expect(
      (await getWith(ctx, '/v1/authentication/check', demo.token, { ip: '192.0.2.61' })).statusCode,
    ).toBe(200);
  });

  it('forgets an MFA secret offered before a password reset, and retires other invites', async () => {
    const user = await addClient(ctx, { mfa: false });
    const first = await passwordStep(ctx, user.email, { ip: '192.0.2.70' });
    const offered = (await getWith(ctx, '/v1/user/mfa', first.jwt, { ip: '192.0.2.70' })).json().otp_code;
    expect(offered).toMatch(/^[A-Z2-7]{32}$/);

    const firstInvite = await ctx.app.auth.sendInvite(user, null);
    const secondInvite = await ctx.app.auth.sendInvite(user, null);
    const code = (link: string) => link.split('/').at(-1)!;
    expect(
      (
        await setPassword(ctx, code(firstInvite), 'north-star-sailing-9', 'north-star-sailing-9', {
          ip: '192.0.2.71',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ url: `/v1/invite/${code(secondInvite)}`, remoteAddress: '192.0.2.72' }))
        .statusCode,
    ).toBe(404);

    expect((await userByEmail(ctx, user.email)).mfaPendingSecret).toBeNull();
    const again = await passwordStep(ctx, user.email, { password: 'north-star-sailing-9', ip: '192.0.2.73' });
    const now = (await getWith(ctx, '/v1/user/mfa', again.jwt, { ip: '192.0.2.73' })).json().otp_code;
    expect(now).not.toBe(offered);
  });

  it('limits support requests per email across IPs', async () => {
    const send = (email: string, i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/user/contact-support',
        payload: { name: 'Sam', email, reason: 'Something else' },
        remoteAddress: `192.0.2.${100 + i}`,
      });
    expect((await send('demo@sextant.test', 1)).statusCode).toBe(200);
    expect((await send('demo@sextant.test', 2)).statusCode).toBe(200);
    const third = await send('demo@sextant.test', 3);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await send('vip@sextant.test', 4)).statusCode).toBe(200);
  });

  it('still signs in the demo client (the limits above are per IP and per email)', async () => {
    expect(
      (await createLogin(ctx, 'demo@sextant.test', DEMO_PASSWORD, { ip: '192.0.2.200' })).statusCode,
    ).toBe(200);
  });
});
