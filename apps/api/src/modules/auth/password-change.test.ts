// The auth service's password change (password-change.ts). Its flow's own tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import {
  addClient,
  bearer,
  claimsOf,
  createLogin,
  DEMO_PASSWORD,
  getWith,
  liveSessions,
  mailsTo,
  newDeviceId,
  passwordStep,
  policyStatus,
  signIn,
} from '@/test/sign-in';

const NEW_PASSWORD = 'Harbour-lights-42';

describe.each(testDatabaseKinds)('the password change on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

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
      expect((await liveSessions(ctx, user.id)).map((s) => s.id)).toEqual([claimsOf(mine).sid]);
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
});
