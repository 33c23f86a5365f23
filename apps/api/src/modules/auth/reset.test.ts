// The auth service's password reset (reset.ts): a code by email sets a new password. Its flow's own tests.
import { PASSWORD_MESSAGES } from '@sextant/contracts/rules/password';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firms, resetCodes, users } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import {
  addClient,
  createLogin,
  DEMO_PASSWORD,
  freshCode,
  getWith,
  lastLinkCode,
  liveSessions,
  mailsTo,
  multipart,
  newEmail,
  passwordStep,
  policyStatus,
  requestReset,
  resetThroughMail,
  setPassword,
  signIn,
  submitOtp,
  wrongPasswords,
} from '@/test/sign-in';
import { RESET_CODE_MS } from './reset';

const NEW_PASSWORD = 'Harbour-lights-42';
const RESET_SENT =
  'If an account exists for that email address, we have sent instructions to reset the password.';

describe.each(testDatabaseKinds)('the password reset on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

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
      expect(await liveSessions(ctx, user.id)).toEqual([]);
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
});
