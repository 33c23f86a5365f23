// The auth service's second factor: set-up and removal (second-factor.ts, authenticator.ts). Its flow's own tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt, totpStep } from '@/shared/totp';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import {
  addClient,
  bearer,
  createLogin,
  DEMO_PASSWORD,
  freshCode,
  getWith,
  newDeviceId,
  passwordStep,
  policyStatus,
  signIn,
  submitOtp,
  userByEmail,
  wrongCode,
} from '@/test/sign-in';

describe.each(testDatabaseKinds)('the second factor’s set-up and removal on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  describe('MFA set-up: POST /v1/user/mfa-verify', () => {
    const verify = (token: string, otp: string, deviceId?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/user/mfa-verify',
        headers: { ...bearer(token), ...(deviceId ? { 'x-device-id': deviceId } : {}) },
        payload: { OtpForm: { otp } },
      });

    it('sets MFA up for new@ from the offered secret and verifies the session', async () => {
      const deviceId = newDeviceId();
      const { jwt, terms_accepted } = await passwordStep(ctx, 'new@sextant.test', { deviceId });
      expect(terms_accepted).toBe(false);
      const status = (await getWith(ctx, '/v1/user/mfa', jwt)).json();
      expect(status.mfa_configured).toBe(false);
      const secret: string = status.otp_code;

      ctx.clock.advance(30_000);
      const bad = await verify(jwt, wrongCode(ctx, secret));
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toBe('Unable to verify OTP');
      expect((await userByEmail(ctx, 'new@sextant.test')).mfaSecret).toBeNull();

      const res = await verify(jwt, totpCodeAt(secret, totpStep(ctx.clock())), deviceId);
      expect(res.statusCode).toBe(201);
      expect((await userByEmail(ctx, 'new@sextant.test')).mfaSecret).toBe(secret);
      expect((await getWith(ctx, '/v1/user/mfa', jwt)).json()).toEqual({ mfa_configured: '2' });
      // Verified, but the terms are not accepted yet: data calls wait for them.
      expect((await getWith(ctx, '/v1/user/terms', jwt)).statusCode).toBe(200);
      expect(await policyStatus(ctx, jwt)).toBe(401);

      // The next sign-in asks for a code from the new secret.
      const next = await passwordStep(ctx, 'new@sextant.test');
      expect((await getWith(ctx, '/v1/user/mfa', next.jwt)).json()).toEqual({
        mfa_configured: true,
        device_trust_days: 30,
      });
      expect((await submitOtp(ctx, next.jwt, freshCode(ctx, secret))).statusCode).toBe(201);
    });

    it('refuses set-up when MFA is already configured, with a pending or a verified session', async () => {
      const user = await addClient(ctx);
      const { jwt } = await passwordStep(ctx, user.email);
      const res = await verify(jwt, freshCode(ctx));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Unable to verify OTP');
      expect(await policyStatus(ctx, jwt)).toBe(401);
      const verified = await signIn(ctx, user.email);
      expect((await verify(verified, freshCode(ctx))).statusCode).toBe(422);
      expect((await userByEmail(ctx, user.email)).mfaSecret).not.toBeNull();
    });

    it('refuses set-up before a secret was offered, and without a session', async () => {
      const user = await addClient(ctx, { mfa: false });
      const { jwt } = await passwordStep(ctx, user.email);
      expect((await verify(jwt, freshCode(ctx))).statusCode).toBe(422);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/v1/user/mfa-verify',
            payload: { OtpForm: { otp: '123456' } },
          })
        ).statusCode,
      ).toBe(401);
    });

    it('counts failed set-up codes toward the lock', async () => {
      const user = await addClient(ctx, { mfa: false });
      const { jwt } = await passwordStep(ctx, user.email);
      const secret = (await getWith(ctx, '/v1/user/mfa', jwt)).json().otp_code;
      for (let i = 0; i < 5; i++) expect((await verify(jwt, wrongCode(ctx, secret))).statusCode).toBe(422);
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD)).json().errors.password[0]).toContain(
        'exhausted',
      );
    });
  });

  describe('DELETE /v1/user/mfa-delete', () => {
    const remove = (token: string, current: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/v1/user/mfa-delete',
        headers: bearer(token),
        payload: { LoginForm: { current_password: current } },
      });

    it('turns MFA off with the current password; the next sign-in sets it up again, even on the trusted device', async () => {
      const user = await addClient(ctx);
      const deviceId = newDeviceId();
      const jwt = await signIn(ctx, user.email, { deviceId });
      const wrong = await remove(jwt, 'Not-the-password');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.current_password).toBeDefined();
      expect((await userByEmail(ctx, user.email)).mfaSecret).not.toBeNull();

      const res = await remove(jwt, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect((await userByEmail(ctx, user.email)).mfaSecret).toBeNull();

      const next = await passwordStep(ctx, user.email, { deviceId });
      const status = (await getWith(ctx, '/v1/user/mfa', next.jwt)).json();
      expect(status.mfa_configured).toBe(false);
      expect(status.otp_code).toMatch(/^[A-Z2-7]{32}$/);
      expect(status.otp_code).not.toBe((await userByEmail(ctx, 'demo@sextant.test')).mfaSecret);
      expect(await policyStatus(ctx, next.jwt)).toBe(401);
      // The old secret no longer opens anything.
      expect((await submitOtp(ctx, next.jwt, freshCode(ctx))).statusCode).toBe(422);
    });

    it('needs a verified session', async () => {
      const user = await addClient(ctx);
      const { jwt } = await passwordStep(ctx, user.email);
      expect((await remove(jwt, DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await userByEmail(ctx, user.email)).mfaSecret).not.toBeNull();
    });
  });
});
