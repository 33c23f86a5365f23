import { PASSWORD_MESSAGES } from '@sextant/contracts/rules/password';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firms, invites, resetCodes, sessions, users } from '@/db/schema/index';
import { totpCodeAt, totpStep } from '@/shared/totp';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import {
  addClient,
  bearer,
  claimsOf,
  createLogin,
  DEMO_PASSWORD,
  freshCode,
  getWith,
  lastLinkCode,
  mailsTo,
  multipart,
  newDeviceId,
  newEmail,
  passwordStep,
  policyStatus,
  requestReset,
  resetThroughMail,
  setPassword,
  signIn,
  submitOtp,
  userByEmail,
  wrongCode,
  wrongPasswords,
} from '@/test/sign-in';
import { INVITE_CODE_MS, RESET_CODE_MS } from './reset';

const NEW_PASSWORD = 'Harbour-lights-42';
const RESET_SENT =
  'If an account exists for that email address, we have sent instructions to reset the password.';

describe.each(testDatabaseKinds)('account security on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  const liveSessions = async (userId: string) =>
    (await ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).filter((s) => !s.revokedAt);

  describe('POST /v1/user/reset-request', () => {
    it('mails a link to the account and answers the same message as for an unknown email', async () => {
      const user = await addClient(ctx);
      const res = await requestReset(ctx, user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: RESET_SENT });
      const mails = await mailsTo(ctx, user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.header('subject')).toBe('Reset your Sextant password');
      const code = await lastLinkCode(ctx, user.email, 'password-reset');
      expect(Buffer.from(code, 'base64url')).toHaveLength(32); // 256 bits
      // The code is stored hashed, never as sent.
      const stored = await ctx.db.select().from(resetCodes).where(eq(resetCodes.userId, user.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.codeHash).not.toContain(code);
    });

    it('sends no mail for an unknown email, nor for a deactivated account', async () => {
      const before = (await ctx.outbox()).length;
      const unknown = newEmail('nobody');
      const res = await requestReset(ctx, unknown);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: RESET_SENT });
      const inactive = await addClient(ctx);
      await ctx.db.update(users).set({ active: false }).where(eq(users.id, inactive.id));
      expect((await requestReset(ctx, inactive.email)).json()).toEqual({ message: RESET_SENT });
      expect(await ctx.outbox()).toHaveLength(before);
    });

    it('answers 422 for a malformed email', async () => {
      const res = await requestReset(ctx, 'not-an-email');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual(['Invalid email address']);
    });
  });

  describe('POST /v1/user/set-password with a reset code', () => {
    it('sets the password: the new one signs in, the old one no longer does', async () => {
      const user = await addClient(ctx);
      const res = await resetThroughMail(ctx, user.email, NEW_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBeTruthy();
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD)).statusCode).toBe(422);
      expect((await createLogin(ctx, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('takes the form as multipart/form-data too', async () => {
      const user = await addClient(ctx);
      await requestReset(ctx, user.email);
      const body = multipart({
        'LoginForm[password]': NEW_PASSWORD,
        'LoginForm[repeat_password]': NEW_PASSWORD,
        'LoginForm[code]': await lastLinkCode(ctx, user.email, 'password-reset'),
      });
      const res = await ctx.app.inject({ method: 'POST', url: '/v1/user/set-password', ...body });
      expect(res.statusCode).toBe(200);
      expect((await createLogin(ctx, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('answers 422 errors.password for a password under 10 characters, and keeps the code usable', async () => {
      const user = await addClient(ctx);
      await requestReset(ctx, user.email);
      const code = await lastLinkCode(ctx, user.email, 'password-reset');
      const res = await setPassword(ctx, code, 'Short-1');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toEqual(['Password must be at least 10 characters long.']);
      expect((await setPassword(ctx, code, 'Kettle-drum-9')).statusCode).toBe(200);
    });

    it('accepts exactly 10 characters and refuses more than 128', async () => {
      const user = await addClient(ctx);
      await requestReset(ctx, user.email);
      const code = await lastLinkCode(ctx, user.email, 'password-reset');
      const long = await setPassword(ctx, code, 'x'.repeat(129));
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.password).toBeDefined();
      expect((await setPassword(ctx, code, 'Ten-chars!')).statusCode).toBe(200);
    });

    it("a link cut short answers 422 errors.code in plain words, not the validator's", async () => {
      const res = await setPassword(ctx, 'abc123', NEW_PASSWORD);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        code: ['This link is incomplete. Open it again from your email, or ask for a new one.'],
      });
    });

    it('answers 422 errors.repeat_password when the passwords do not match', async () => {
      const user = await addClient(ctx);
      await requestReset(ctx, user.email);
      const res = await setPassword(
        ctx,
        await lastLinkCode(ctx, user.email, 'password-reset'),
        NEW_PASSWORD,
        `${NEW_PASSWORD}x`,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ repeat_password: ['Your passwords do not match.'] });
    });

    it('refuses a common password, whatever its case', async () => {
      const user = await addClient(ctx);
      await requestReset(ctx, user.email);
      const code = await lastLinkCode(ctx, user.email, 'password-reset');
      for (const common of ['password123', 'QwertyUIOP']) {
        const res = await setPassword(ctx, code, common);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.password[0]).toMatch(/common/);
      }
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses each password an audit found accepted (NIST SP 800-63B), saying which rule, and keeps the code usable', async () => {
      const user = await addClient(ctx);
      const [row] = await ctx.db
        .select({ firm: firms.name })
        .from(firms)
        .innerJoin(users, eq(users.firmId, firms.id))
        .where(eq(users.email, user.email));
      const firm = row!.firm;
      await requestReset(ctx, user.email);
      const code = await lastLinkCode(ctx, user.email, 'password-reset');
      const rules = {
        common: PASSWORD_MESSAGES.tooCommon,
        repetitive: PASSWORD_MESSAGES.repetitive,
        personal: PASSWORD_MESSAGES.personal,
        published: PASSWORD_MESSAGES.published,
      };
      for (const [password, rule] of [
        ['aaaaaaaaaa', 'repetitive'],
        ['0123456789', 'repetitive'],
        ['          ', 'repetitive'],
        ['zaq12wsxcde', 'repetitive'],
        ['qwertyuiop1', 'common'],
        ['1qaz2wsx3edc', 'common'],
        ['mnbvcxz-lkjh', 'repetitive'],
        // The demo firm is "Harbour & Vale Financial Planning"; the product, "Sextant Portal".
        ['Harbour&Vale1', 'personal'],
        ['HarbourVale2026', 'personal'],
        ['harbour-and-vale', 'personal'],
        ['Sextant-Portal', 'personal'],
        [DEMO_PASSWORD, 'published'],
        ['Password1!', 'common'],
        ['Summer2024!', 'common'],
        ['sextant123', 'personal'],
        [firm.padEnd(10, '!'), 'personal'],
        [user.email, 'personal'],
      ] as const) {
        const res = await setPassword(ctx, code, password);
        expect(res.statusCode, password).toBe(422);
        expect(res.json().errors.password, password).toEqual([rules[rule]]);
      }
      expect((await setPassword(ctx, code, 'quiet-harbour-lantern-8')).statusCode).toBe(200);
    });

    it('takes the demo password on a server that runs the demo (DEMO_DATA=1)', async () => {
      const demo = await createTestContext(kind, { seed: (db) => createDemoPeople(db), demoData: true });
      try {
        const user = await addClient(demo);
        await requestReset(demo, user.email);
        const res = await setPassword(
          demo,
          await lastLinkCode(demo, user.email, 'password-reset'),
          DEMO_PASSWORD,
        );
        expect(res.statusCode, res.body).toBe(200);
      } finally {
        await demo.close();
      }
    });

    it('uses a code once', async () => {
      const user = await addClient(ctx);
      await requestReset(ctx, user.email);
      const code = await lastLinkCode(ctx, user.email, 'password-reset');
      expect((await setPassword(ctx, code, NEW_PASSWORD)).statusCode).toBe(200);
      const again = await setPassword(ctx, code, 'Another-password-7');
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.code).toBeDefined();
      expect((await createLogin(ctx, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('takes a code within 30 minutes and not after', async () => {
      const user = await addClient(ctx);
      await requestReset(ctx, user.email);
      const late = await lastLinkCode(ctx, user.email, 'password-reset');
      ctx.clock.advance(RESET_CODE_MS + 1000);
      const res = await setPassword(ctx, late, NEW_PASSWORD);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.code).toBeDefined();
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD)).statusCode).toBe(200);

      await requestReset(ctx, user.email);
      const inTime = await lastLinkCode(ctx, user.email, 'password-reset');
      ctx.clock.advance(RESET_CODE_MS - 60_000);
      expect((await setPassword(ctx, inTime, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('answers 422 errors.code for an unknown code', async () => {
      const res = await setPassword(ctx, 'A'.repeat(43), NEW_PASSWORD);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['code']);
    });

    it('ends every session of the account', async () => {
      const user = await addClient(ctx);
      const verified = await signIn(ctx, user.email);
      const pending = await passwordStep(ctx, user.email);
      expect((await resetThroughMail(ctx, user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect(await policyStatus(ctx, verified)).toBe(401);
      expect((await submitOtp(ctx, pending.jwt, freshCode(ctx))).statusCode).toBe(401);
      expect(await liveSessions(user.id)).toEqual([]);
    });

    it('clears a lockout', async () => {
      const user = await addClient(ctx);
      await wrongPasswords(ctx, user.email, 5);
      expect((await resetThroughMail(ctx, user.email, NEW_PASSWORD)).statusCode).toBe(200);
      const res = await createLogin(ctx, user.email, NEW_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(await policyStatus(ctx, await signIn(ctx, user.email, { password: NEW_PASSWORD }))).toBe(200);
    });

    it('still needs the second factor after a reset', async () => {
      const user = await addClient(ctx);
      await resetThroughMail(ctx, user.email, NEW_PASSWORD);
      const { jwt } = await passwordStep(ctx, user.email, { password: NEW_PASSWORD });
      expect((await getWith(ctx, '/v1/user/mfa', jwt)).json()).toEqual({
        mfa_configured: true,
        device_trust_days: 30,
      });
      expect(await policyStatus(ctx, jwt)).toBe(401);
    });
  });

  describe('invites: GET /v1/invite/{code} and set-password', () => {
    it('answers the invited email and name, then the code sets the password once', async () => {
      const user = await addClient(ctx);
      const link = await ctx.app.auth.sendInvite(user, null);
      expect(link).toMatch(/^https:\/\/portal\.test\/invite\/[A-Za-z0-9_-]{43}$/);
      const code = link.split('/').at(-1)!;
      expect(await lastLinkCode(ctx, user.email, 'invite')).toBe(code);
      const res = await ctx.app.inject(`/v1/invite/${code}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email: user.email, first_name: user.firstName });

      expect((await setPassword(ctx, code, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await createLogin(ctx, user.email, NEW_PASSWORD)).statusCode).toBe(200);
      const used = await ctx.app.inject(`/v1/invite/${code}`);
      expect(used.statusCode).toBe(404);
      expect(used.json()).toMatchObject({ name: 'Not Found', status: 404 });
      expect((await setPassword(ctx, code, 'Another-password-7')).statusCode).toBe(422);
      const [row] = await ctx.db.select().from(invites).where(eq(invites.userId, user.id));
      expect(row!.usedAt).not.toBeNull();
    });

    it('answers 404 for an unknown code and for a reset code', async () => {
      expect((await ctx.app.inject(`/v1/invite/${'B'.repeat(43)}`)).statusCode).toBe(404);
      const user = await addClient(ctx);
      await requestReset(ctx, user.email);
      expect(
        (await ctx.app.inject(`/v1/invite/${await lastLinkCode(ctx, user.email, 'password-reset')}`))
          .statusCode,
      ).toBe(404);
    });

    it('expires after 14 days', async () => {
      const user = await addClient(ctx);
      const code = (await ctx.app.auth.sendInvite(user, null)).split('/').at(-1)!;
      ctx.clock.advance(INVITE_CODE_MS - 60_000);
      expect((await ctx.app.inject(`/v1/invite/${code}`)).statusCode).toBe(200);
      ctx.clock.advance(2 * 60_000);
      expect((await ctx.app.inject(`/v1/invite/${code}`)).statusCode).toBe(404);
      expect((await setPassword(ctx, code, NEW_PASSWORD)).statusCode).toBe(422);
    });

    it('records who invited', async () => {
      const user = await addClient(ctx);
      const adviser = await userByEmail(ctx, 'adviser@sextant.test');
      await ctx.app.auth.sendInvite(user, adviser.id);
      const [row] = await ctx.db.select().from(invites).where(eq(invites.userId, user.id));
      expect(row!.createdBy).toBe(adviser.id);
    });
  });

  describe('POST /v1/user/password', () => {
    const change = (token: string, current: string, password: string, repeat = password) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/user/password',
        headers: bearer(token),
        payload: { LoginForm: { current_password: current, password, repeat_password: repeat } },
      });

    it('changes the password and ends the other sessions, not the caller’s', async () => {
      const user = await addClient(ctx);
      const mine = await signIn(ctx, user.email);
      const other = await signIn(ctx, user.email);
      const pending = await passwordStep(ctx, user.email);
      const res = await change(mine, DEMO_PASSWORD, NEW_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(await policyStatus(ctx, mine)).toBe(200);
      expect(await policyStatus(ctx, other)).toBe(401);
      expect((await getWith(ctx, '/v1/authentication/check', pending.jwt)).statusCode).toBe(401);
      expect((await liveSessions(user.id)).map((s) => s.id)).toEqual([claimsOf(mine).sid]);
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD)).statusCode).toBe(422);
      expect((await createLogin(ctx, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it("ends every other device's trust, keeps this device's, and mails the client", async () => {
      const user = await addClient(ctx);
      const [here, phone, laptop] = [newDeviceId(), newDeviceId(), newDeviceId()];
      const mine = await signIn(ctx, user.email, { deviceId: here });
      await signIn(ctx, user.email, { deviceId: phone });
      await signIn(ctx, user.email, { deviceId: laptop });
      const mfaOf = async (deviceId: string) => {
        const { jwt } = await passwordStep(ctx, user.email, { deviceId, password: NEW_PASSWORD });
        return (await getWith(ctx, '/v1/user/mfa', jwt)).json().mfa_configured;
      };

      expect((await change(mine, DEMO_PASSWORD, NEW_PASSWORD)).statusCode).toBe(200);
      // Verified by the trust ('2') on this device alone; the others ask for the code (true).
      expect(await mfaOf(here)).toBe('2');
      expect(await mfaOf(phone)).toBe(true);
      expect(await mfaOf(laptop)).toBe(true);

      const mails = await mailsTo(ctx, user.email);
      expect(mails.map((mail) => mail.header('subject'))).toEqual(['Your Sextant password was changed']);
      expect(mails[0]!.text).toContain('signed out on your other devices');
      expect(mails[0]!.text).toContain('If you did not change it, reset your password');
    });

    it('mails nothing when the change is refused', async () => {
      const user = await addClient(ctx);
      const mine = await signIn(ctx, user.email);
      expect((await change(mine, 'Not-the-password', NEW_PASSWORD)).statusCode).toBe(422);
      expect((await change(mine, DEMO_PASSWORD, 'short')).statusCode).toBe(422);
      expect(await mailsTo(ctx, user.email)).toEqual([]);
    });

    it('checks the current password', async () => {
      const user = await addClient(ctx);
      const mine = await signIn(ctx, user.email);
      const other = await signIn(ctx, user.email);
      const res = await change(mine, 'Not-the-password', NEW_PASSWORD);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['current_password']);
      expect(await policyStatus(ctx, other)).toBe(200);
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('answers field errors for a short, mismatched, common or unchanged password', async () => {
      const user = await addClient(ctx);
      const mine = await signIn(ctx, user.email);
      expect((await change(mine, DEMO_PASSWORD, 'short')).json().errors.password).toEqual([
        'Password must be at least 10 characters long.',
      ]);
      expect(
        (await change(mine, DEMO_PASSWORD, NEW_PASSWORD, 'different-1')).json().errors.repeat_password,
      ).toEqual(['Your passwords do not match.']);
      expect((await change(mine, DEMO_PASSWORD, 'basketball')).json().errors.password[0]).toMatch(/common/);
      const same = await change(mine, DEMO_PASSWORD, DEMO_PASSWORD);
      expect(same.statusCode).toBe(422);
      expect(same.json().errors.password).toBeDefined();
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('needs a verified session', async () => {
      const user = await addClient(ctx);
      const { jwt } = await passwordStep(ctx, user.email);
      expect((await change(jwt, DEMO_PASSWORD, NEW_PASSWORD)).statusCode).toBe(401);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/v1/user/password',
            payload: {
              LoginForm: {
                current_password: DEMO_PASSWORD,
                password: NEW_PASSWORD,
                repeat_password: NEW_PASSWORD,
              },
            },
          })
        ).statusCode,
      ).toBe(401);
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    });
  });

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
