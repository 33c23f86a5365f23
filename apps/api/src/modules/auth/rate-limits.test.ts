import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { createSupportReasons } from '@/test/fixtures/support-reasons';
import { addClient, createLogin, DEMO_PASSWORD, form, newEmail, requestReset, unlock } from '@/test/sign-in';

const PER_IP = 3;
const PER_ACCOUNT = 3;
const SUPPORT_PER_IP = 2;

let lastIp = 0;
/** A fresh address from TEST-NET-3 for each test, so the per-IP counters start at zero. */
const newIp = () => `203.0.113.${++lastIp}`;

describe.each(testDatabaseKinds)('rate limits on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        await createDemoPeople(db);
        await createSupportReasons(db);
      },
      limits: {
        authPerIpPerMinute: PER_IP,
        authPerAccountPer15Minutes: PER_ACCOUNT,
        supportPerIpPerMinute: SUPPORT_PER_IP,
      },
    });
  });
  afterAll(() => ctx?.close());
  afterEach(() => vi.useRealTimers());

  /** The limits count in real time (their store's, shared by nodes): the test moves it with the app's clock. */
  const pastTheWindow = async (ms: number) => {
    ctx.clock.advance(ms);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
  };

  const expectLimited = (
    res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    maxSeconds: number,
  ) => {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
    expect(res.json()).toMatchObject({ name: 'Too Many Requests', status: 429 });
  };

  describe('per IP', () => {
    it('answers the 4th sign-in from one IP in a minute with 429 and Retry-After, and other IPs still get through', async () => {
      const ip = newIp();
      for (let i = 0; i < PER_IP; i++) {
        expect((await createLogin(ctx, newEmail(), 'Wrong-Password-1', { ip })).statusCode).toBe(422);
      }
      const limited = await createLogin(ctx, 'demo@sextant.test', DEMO_PASSWORD, { ip });
      expectLimited(limited, 60);
      expect(limited.json().jwt).toBeUndefined();
      expect((await createLogin(ctx, 'demo@sextant.test', DEMO_PASSWORD, { ip: newIp() })).statusCode).toBe(
        200,
      );
    });

    const calls: [
      string,
      (ip: string) => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>,
    ][] = [
      [
        'POST /v1/device',
        (ip) =>
          ctx.app.inject({
            method: 'POST',
            url: '/v1/device',
            payload: { device_id: 'device-rate-limit', type: 'web' },
            remoteAddress: ip,
          }),
      ],
      ['POST /v1/user/reset-request', (ip) => requestReset(ctx, newEmail(), { ip })],
      ['POST /v1/authentication/mfa (unlock)', (ip) => unlock(ctx, newEmail(), '000000', { ip })],
      ['GET /v1/user/mfa', (ip) => ctx.app.inject({ url: '/v1/user/mfa', remoteAddress: ip })],
      [
        'GET /v1/invite/{code}',
        (ip) => ctx.app.inject({ url: `/v1/invite/${'C'.repeat(43)}`, remoteAddress: ip }),
      ],
      [
        'POST /v1/user/set-password',
        (ip) => {
          const body = form({
            'LoginForm[password]': 'Harbour-lights-42',
            'LoginForm[repeat_password]': 'Harbour-lights-42',
            'LoginForm[code]': 'D'.repeat(43),
          });
          return ctx.app.inject({ method: 'POST', url: '/v1/user/set-password', ...body, remoteAddress: ip });
        },
      ],
    ];
    it.each(calls)('limits %s per IP too', async (_name, call) => {
      const ip = newIp();
      for (let i = 0; i < PER_IP; i++) expect((await call(ip)).statusCode).not.toBe(429);
      expectLimited(await call(ip), 60);
    });

    it('limits support requests per IP', async () => {
      const ip = newIp();
      const send = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/user/contact-support',
          payload: { name: 'Sam', email: newEmail(), reason: 'Something else' },
          remoteAddress: ip,
        });
      for (let i = 0; i < SUPPORT_PER_IP; i++) expect((await send()).statusCode).toBe(200);
      expectLimited(await send(), 60);
    });
  });

  describe('per account', () => {
    it('answers the 4th attempt on one account in 15 minutes with 429, from any IP and across the calls', async () => {
      const user = await addClient(ctx);
      expect((await createLogin(ctx, user.email, 'Wrong-Password-1', { ip: newIp() })).statusCode).toBe(422);
      expect((await requestReset(ctx, user.email, { ip: newIp() })).statusCode).toBe(200);
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD, { ip: newIp() })).statusCode).toBe(200);
      const limited = await createLogin(ctx, user.email, DEMO_PASSWORD, { ip: newIp() });
      expectLimited(limited, 15 * 60);
      expect(limited.json().jwt).toBeUndefined();
      expectLimited(await requestReset(ctx, user.email, { ip: newIp() }), 15 * 60);

      // Other accounts are not held up; the account is free again after the window.
      const other = await addClient(ctx);
      expect((await createLogin(ctx, other.email, DEMO_PASSWORD, { ip: newIp() })).statusCode).toBe(200);
      await pastTheWindow(15 * 60 * 1000);
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD, { ip: newIp() })).statusCode).toBe(200);
    });

    it('limits unknown emails exactly alike', async () => {
      const known = (await addClient(ctx)).email;
      const unknown = newEmail('nobody');
      for (let i = 0; i <= PER_ACCOUNT; i++) {
        const a = await createLogin(ctx, known, 'Wrong-Password-1', { ip: newIp() });
        const b = await createLogin(ctx, unknown, 'Wrong-Password-1', { ip: newIp() });
        expect(b.statusCode).toBe(a.statusCode);
        expect(b.body).toBe(a.body);
        expect(b.headers['retry-after']).toBe(a.headers['retry-after']);
      }
      expect((await createLogin(ctx, known, 'Wrong-Password-1', { ip: newIp() })).statusCode).toBe(429);
    });

    it('does not count limited attempts toward the lockout', async () => {
      const user = await addClient(ctx);
      for (let i = 0; i < PER_ACCOUNT + 4; i++)
        await createLogin(ctx, user.email, 'Wrong-Password-1', { ip: newIp() });
      await pastTheWindow(15 * 60 * 1000);
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD, { ip: newIp() })).statusCode).toBe(200);
    });
  });
});
