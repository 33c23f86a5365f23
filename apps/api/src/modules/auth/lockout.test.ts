import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import {
  addClient,
  claimsOf,
  codeAt,
  createLogin,
  DEMO_PASSWORD,
  freshCode,
  getWith,
  newEmail,
  passwordStep,
  policyStatus,
  requestReset,
  signIn,
  submitOtp,
  unlock,
  wrongCode,
  wrongPasswords,
} from '@/test/sign-in';

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabaseKinds)('lockout, unlock and enumeration on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  const passwordError = (res: { json(): { errors?: { password?: string[] } } }) =>
    res.json().errors?.password?.[0] ?? '';

  describe('lockout', () => {
    it('locks at the 5th wrong password and not before', async () => {
      const user = await addClient(ctx);
      const answers = await wrongPasswords(ctx, user.email, 5);
      for (const res of answers.slice(0, 4)) {
        expect(res.statusCode).toBe(422);
        expect(passwordError(res)).toMatch(/Incorrect/);
        expect(passwordError(res)).not.toMatch(/exhausted/);
      }
      expect(answers[4]!.statusCode).toBe(422);
      expect(passwordError(answers[4]!)).toContain('exhausted');
    });

    it('refuses the right password while locked, also much later', async () => {
      const user = await addClient(ctx);
      await wrongPasswords(ctx, user.email, 5);
      const res = await createLogin(ctx, user.email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(422);
      expect(passwordError(res)).toContain('exhausted');
      expect(res.json().jwt).toBeUndefined();
      ctx.clock.advance(24 * HOUR_MS);
      expect(passwordError(await createLogin(ctx, user.email, DEMO_PASSWORD))).toContain('exhausted');
    });

    it('counts the 4th failure, then the right password still opens the account', async () => {
      const user = await addClient(ctx);
      await wrongPasswords(ctx, user.email, 4);
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('counts wrong TOTP codes toward the lock', async () => {
      const user = await addClient(ctx);
      const { jwt } = await passwordStep(ctx, user.email);
      for (let i = 0; i < 4; i++) {
        const res = await submitOtp(ctx, jwt, wrongCode(ctx));
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe('Invalid token, please try again.');
      }
      expect((await submitOtp(ctx, jwt, wrongCode(ctx))).statusCode).toBe(422);
      expect(passwordError(await createLogin(ctx, user.email, DEMO_PASSWORD))).toContain('exhausted');
    });

    it('counts wrong passwords and wrong codes together', async () => {
      const user = await addClient(ctx);
      await wrongPasswords(ctx, user.email, 2);
      const { jwt } = await passwordStep(ctx, user.email);
      for (let i = 0; i < 3; i++) expect((await submitOtp(ctx, jwt, wrongCode(ctx))).statusCode).toBe(422);
      expect(passwordError(await createLogin(ctx, user.email, DEMO_PASSWORD))).toContain('exhausted');
    });

    it('does not wipe out wrong codes when the password is entered again', async () => {
      // Otherwise whoever knows the password could guess codes without end, four at a time.
      const user = await addClient(ctx);
      const first = await passwordStep(ctx, user.email);
      for (let i = 0; i < 4; i++)
        expect((await submitOtp(ctx, first.jwt, wrongCode(ctx))).statusCode).toBe(422);
      const second = await passwordStep(ctx, user.email);
      expect((await submitOtp(ctx, second.jwt, wrongCode(ctx))).statusCode).toBe(422);
      expect(passwordError(await createLogin(ctx, user.email, DEMO_PASSWORD))).toContain('exhausted');
    });

    it('starts the count again after a successful sign-in', async () => {
      const user = await addClient(ctx);
      await wrongPasswords(ctx, user.email, 4);
      await signIn(ctx, user.email);
      const answers = await wrongPasswords(ctx, user.email, 5);
      expect(passwordError(answers[3]!)).toMatch(/Incorrect/);
      expect(passwordError(answers[4]!)).toContain('exhausted');
    });

    it('ends the sessions waiting for a second factor, and leaves verified ones', async () => {
      const user = await addClient(ctx);
      const verified = await signIn(ctx, user.email);
      const pending = await passwordStep(ctx, user.email);
      await wrongPasswords(ctx, user.email, 5);
      const [row] = await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, claimsOf(pending.jwt).sid));
      expect(row!.revokedAt).not.toBeNull();
      expect((await submitOtp(ctx, pending.jwt, freshCode(ctx))).statusCode).toBe(401);
      expect(await policyStatus(ctx, pending.jwt)).toBe(401);
      expect(await policyStatus(ctx, verified)).toBe(200);
    });

    it('locks per email: other accounts are untouched', async () => {
      const user = await addClient(ctx);
      const other = await addClient(ctx);
      await wrongPasswords(ctx, user.email, 5);
      expect((await createLogin(ctx, other.email, DEMO_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('unlock (POST /v1/authentication/mfa with unlock: true)', () => {
    it('unlocks with a code, answering a jwt that opens nothing', async () => {
      const user = await addClient(ctx);
      await wrongPasswords(ctx, user.email, 5);
      const res = await unlock(ctx, user.email, freshCode(ctx));
      expect(res.statusCode).toBe(201);
      const { jwt } = res.json();
      expect(typeof jwt).toBe('string');
      expect(claimsOf(jwt).sub).toBe(user.id);
      const [lockRow] = await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email));
      expect(lockRow).toBeUndefined();

      // One factor must never yield a usable session.
      expect(await policyStatus(ctx, jwt)).toBe(401);
      expect((await getWith(ctx, '/v1/authentication/check', jwt)).statusCode).toBe(401);
      expect((await getWith(ctx, '/v1/user/mfa', jwt)).statusCode).toBe(401);
      expect((await submitOtp(ctx, jwt, freshCode(ctx))).statusCode).toBe(401);
      expect(await policyStatus(ctx, jwt)).toBe(401);
      const verified = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(verified.filter((s) => s.mfaVerified)).toEqual([]);

      // The account opens again with the password and a code.
      expect(await policyStatus(ctx, await signIn(ctx, user.email))).toBe(200);
    });

    it("answers 422 'Invalid token' for a wrong code and stays locked", async () => {
      const user = await addClient(ctx);
      await wrongPasswords(ctx, user.email, 5);
      ctx.clock.advance(30_000);
      const res = await unlock(ctx, user.email, wrongCode(ctx));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Invalid token, please try again.');
      expect(passwordError(await createLogin(ctx, user.email, DEMO_PASSWORD))).toContain('exhausted');
    });

    it('refuses a code already used to sign in, and a code two steps old', async () => {
      const user = await addClient(ctx);
      const { jwt } = await passwordStep(ctx, user.email);
      const used = freshCode(ctx);
      expect((await submitOtp(ctx, jwt, used)).statusCode).toBe(201);
      await wrongPasswords(ctx, user.email, 5);
      expect((await unlock(ctx, user.email, used)).statusCode).toBe(422);
      ctx.clock.advance(3 * 30_000);
      expect((await unlock(ctx, user.email, codeAt(ctx, 2))).statusCode).toBe(422);
      expect(passwordError(await createLogin(ctx, user.email, DEMO_PASSWORD))).toContain('exhausted');
      expect((await unlock(ctx, user.email, codeAt(ctx, 1))).statusCode).toBe(201);
      expect((await createLogin(ctx, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('cannot be used twice with one code', async () => {
      const user = await addClient(ctx);
      await wrongPasswords(ctx, user.email, 5);
      const code = freshCode(ctx);
      expect((await unlock(ctx, user.email, code)).statusCode).toBe(201);
      await wrongPasswords(ctx, user.email, 5);
      expect((await unlock(ctx, user.email, code)).statusCode).toBe(422);
    });

    it('needs the email address', async () => {
      const res = await submitOtp(ctx, null, freshCode(ctx), { unlock: true });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.username).toBeDefined();
    });

    it('cannot unlock an account without MFA set up', async () => {
      const user = await addClient(ctx, { mfa: false });
      await wrongPasswords(ctx, user.email, 5);
      expect((await unlock(ctx, user.email, freshCode(ctx))).statusCode).toBe(422);
      expect(passwordError(await createLogin(ctx, user.email, DEMO_PASSWORD))).toContain('exhausted');
    });

    it('does not upgrade the session of a bearer token sent along', async () => {
      const user = await addClient(ctx);
      const { jwt } = await passwordStep(ctx, user.email);
      const res = await submitOtp(ctx, jwt, freshCode(ctx), { username: user.email, unlock: true });
      expect(res.statusCode).toBe(201);
      expect(await policyStatus(ctx, jwt)).toBe(401);
      expect(await policyStatus(ctx, res.json().jwt)).toBe(401);
    });
  });

  describe('no user enumeration', () => {
    const same = (a: { statusCode: number; body: string; headers: Record<string, unknown> }, b: typeof a) => {
      expect(a.statusCode).toBe(b.statusCode);
      expect(a.body).toBe(b.body);
      expect(a.headers['content-type']).toBe(b.headers['content-type']);
    };

    it('answers a wrong password for a known email like any password for an unknown one', async () => {
      const user = await addClient(ctx);
      same(
        await createLogin(ctx, user.email, 'Wrong-Password-1'),
        await createLogin(ctx, newEmail('nobody'), 'Wrong-Password-1'),
      );
      same(
        await createLogin(ctx, user.email, 'Wrong-Password-1'),
        await createLogin(ctx, newEmail('nobody'), DEMO_PASSWORD),
      );
    });

    it('locks unknown emails alike: the same answers through the 5th failure and after', async () => {
      const known = (await addClient(ctx)).email;
      const unknown = newEmail('nobody');
      for (let i = 0; i < 6; i++) {
        same(
          await createLogin(ctx, known, `Wrong-Password-${i}`),
          await createLogin(ctx, unknown, `Wrong-Password-${i}`),
        );
      }
      // The right password of the locked account and any password of the unknown email.
      same(await createLogin(ctx, known, DEMO_PASSWORD), await createLogin(ctx, unknown, DEMO_PASSWORD));
    });

    it('takes about as long for an unknown email as for a known one (a dummy hash is checked)', async () => {
      const known = (await addClient(ctx)).email;
      const timeOf = async (email: string) => {
        const started = performance.now();
        await createLogin(ctx, email, 'Wrong-Password-1');
        return performance.now() - started;
      };
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 5; i++) {
        knownTimes.push(await timeOf(known));
        unknownTimes.push(await timeOf(newEmail('nobody')));
      }
      // Without the dummy hash an unknown email answers in a few ms against ~50 ms of argon2id.
      expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.5);
    });

    it('answers unlock for an unknown email like a wrong code for a known one', async () => {
      const known = (await addClient(ctx)).email;
      await wrongPasswords(ctx, known, 5);
      const unknown = newEmail('nobody');
      await wrongPasswords(ctx, unknown, 5);
      ctx.clock.advance(30_000);
      const code = wrongCode(ctx);
      same(await unlock(ctx, known, code), await unlock(ctx, unknown, code));
      same(await unlock(ctx, known, code), await unlock(ctx, unknown, freshCode(ctx)));
    });

    it('answers a reset request the same for known and unknown emails', async () => {
      const known = (await addClient(ctx)).email;
      same(await requestReset(ctx, known), await requestReset(ctx, newEmail('nobody')));
    });

    it('counts failures for unknown emails in the database, as for known ones', async () => {
      const unknown = newEmail('nobody');
      await wrongPasswords(ctx, unknown, 2);
      const [row] = await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, unknown));
      expect(row?.failures).toBe(2);
    });
  });
});
