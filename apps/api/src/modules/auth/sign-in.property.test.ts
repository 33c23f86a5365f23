import { and, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTrusts, loginAttempts, sessions, users } from '@/db/schema/index';
import { DEFAULT_SESSION_RULES } from '@/shared/sessions/policy';
import { totpCodeAt, totpStep } from '@/shared/totp';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import {
  bearer,
  claimsOf,
  createLogin,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
  device,
  lastLinkCode,
  requestReset,
  setPassword,
  submitOtp,
  unlock,
  userByEmail,
  wrongCode,
} from '@/test/sign-in';
import { LOCKOUT_THRESHOLD } from './context';
import { RESET_CODE_MS } from './reset';

/**
 * The sign-in state machine of demo@ driven by random sequences of password, TOTP, set-up, unlock,
 * reset, logout and clock moves, against a model of DESIGN.md's rules. After every step each token
 * obtained so far is tried on a data call (GET /v1/policy): it may only work when that session was
 * opened with the right password AND either took a fresh right code or was opened on a device trusted
 * by an earlier sign-in with both factors. The model also predicts every answer, the lock included.
 */

const EMAIL = 'demo@sextant.test';
const DEVICES = [null, 'prop-device-a', 'prop-device-b'] as const;
const TOUCH_EVERY_MS = 60_000;

type CodeKind = 'current' | 'previous' | 'twoOld' | 'replay' | 'wrong';
type Action =
  | { type: 'login'; right: boolean; device: number }
  | { type: 'totp'; session: number; code: CodeKind }
  | { type: 'setup'; session: number }
  | { type: 'unlock'; code: CodeKind }
  | { type: 'reset'; late: boolean }
  | { type: 'logout'; session: number }
  | { type: 'advance'; ms: number };

const codeKind = fc.oneof(
  { weight: 3, arbitrary: fc.constant<CodeKind>('current') },
  { weight: 1, arbitrary: fc.constantFrom<CodeKind>('previous', 'twoOld', 'replay') },
  { weight: 2, arbitrary: fc.constant<CodeKind>('wrong') },
);
const index = fc.nat({ max: 15 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('login' as const),
      right: fc.boolean(),
      device: fc.nat({ max: 2 }),
    }),
  },
  { weight: 6, arbitrary: fc.record({ type: fc.constant('totp' as const), session: index, code: codeKind }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('setup' as const), session: index }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('unlock' as const), code: codeKind }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('reset' as const), late: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('logout' as const), session: index }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('advance' as const),
      ms: fc.constantFrom(
        10_000,
        31_000,
        61_000,
        5 * 60_000,
        11 * 60_000,
        31 * 60_000,
        13 * 60 * 60_000,
        DEFAULT_SESSION_RULES.deviceTrustMs + 60_000,
      ),
    }),
  },
);

interface ModelSession {
  token: string;
  sid: string;
  device: string | null;
  createdAt: number;
  lastSeen: number;
  verified: boolean;
  revoked: boolean;
  /** The right password opened it and a fresh right code, or a device trusted by both factors, followed. */
  bothFactors: boolean;
  how: string;
}

interface Model {
  password: string;
  failures: number;
  locked: boolean;
  lastStep: number | null;
  trust: Map<string, number>;
  sessions: ModelSession[];
}

// PGlite only: the property drives hundreds of calls a run, and the other API tests cover PostgreSQL.
const kinds = testDatabaseKinds;

describe.each(kinds)('sign-in state machine on %s (property)', (kind) => {
  let ctx: TestContext;
  let demoHash: string;
  let run = 0;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
    demoHash = (await userByEmail(ctx, EMAIL)).passwordHash!;
  });
  afterAll(() => ctx?.close());

  /** demo@ as seeded: no lock, no sessions, no trusted devices, the demo password. */
  async function resetDemo(): Promise<Model> {
    const user = await userByEmail(ctx, EMAIL);
    const now = ctx.clock();
    await ctx.db.update(users).set({ passwordHash: demoHash }).where(eq(users.id, user.id));
    await ctx.db.delete(loginAttempts).where(eq(loginAttempts.email, EMAIL));
    await ctx.db.delete(deviceTrusts).where(eq(deviceTrusts.userId, user.id));
    await ctx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    return {
      password: DEMO_PASSWORD,
      failures: 0,
      locked: false,
      lastStep: user.mfaLastStep,
      trust: new Map(),
      sessions: [],
    };
  }

  it('never lets a token make a data call without both factors, whatever the order of steps', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 10, maxLength: 25 }), async (actions) => {
        run += 1;
        const ip = `10.77.${Math.floor(run / 250)}.${(run % 250) + 1}`;
        const model = await resetDemo();
        const user = await userByEmail(ctx, EMAIL);
        const now = () => ctx.clock().getTime();
        const log: string[] = [];

        const live = (s: ModelSession) =>
          !s.revoked &&
          now() < s.createdAt + DEFAULT_SESSION_RULES.absoluteMs &&
          now() - s.lastSeen <= DEFAULT_SESSION_RULES.idleMs &&
          (s.verified || now() - s.createdAt <= DEFAULT_SESSION_RULES.mfaPendingMs);
        /** The server's session guard: a live session is touched at most once a minute. */
        const resolve = (s: ModelSession) => {
          if (!live(s)) return false;
          if (now() - s.lastSeen > TOUCH_EVERY_MS) s.lastSeen = now();
          return true;
        };
        const fail = () => {
          model.failures += 1;
          if (model.failures >= LOCKOUT_THRESHOLD) model.locked = true;
          if (model.failures === LOCKOUT_THRESHOLD) {
            for (const s of model.sessions) if (!s.verified) s.revoked = true;
          }
        };
        /** The code to send for the kind, and the step the server must accept it for (RFC 6238, T and T-1, never twice). */
        const pickCode = (kind: CodeKind) => {
          const current = totpStep(ctx.clock());
          const code =
            kind === 'current'
              ? totpCodeAt(DEMO_TOTP_SECRET, current)
              : kind === 'previous'
                ? totpCodeAt(DEMO_TOTP_SECRET, current - 1)
                : kind === 'twoOld'
                  ? totpCodeAt(DEMO_TOTP_SECRET, current - 2)
                  : kind === 'replay' && model.lastStep !== null
                    ? totpCodeAt(DEMO_TOTP_SECRET, model.lastStep)
                    : wrongCode(ctx);
          const step = [current, current - 1].find(
            (s) =>
              totpCodeAt(DEMO_TOTP_SECRET, s) === code && (model.lastStep === null || s > model.lastStep),
          );
          return { code, step: step ?? null };
        };
        const pick = (i: number) =>
          model.sessions.length ? model.sessions[i % model.sessions.length]! : null;
        const passwordError = (body: string) =>
          (JSON.parse(body) as { errors?: { password?: string[] } }).errors?.password?.[0] ?? '';

        for (const [n, step] of actions.entries()) {
          log.push(JSON.stringify(step));
          switch (step.type) {
            case 'login': {
              const deviceId = DEVICES[step.device]!;
              const res = await createLogin(ctx, EMAIL, step.right ? model.password : 'Wrong-Password-0', {
                deviceId,
                ip,
              });
              if (model.locked) {
                expect(res.statusCode, log.join('\n')).toBe(422);
                expect(passwordError(res.body)).toContain('exhausted');
              } else if (!step.right) {
                fail();
                expect(res.statusCode, log.join('\n')).toBe(422);
                expect(passwordError(res.body)).toContain(model.locked ? 'exhausted' : 'Incorrect');
              } else {
                expect(res.statusCode, `${log.join('\n')}\n${res.body}`).toBe(200);
                const { jwt, terms_accepted } = res.json();
                expect(terms_accepted).toBe(true);
                const trusted = deviceId !== null && (model.trust.get(deviceId) ?? 0) > now();
                if (trusted) model.failures = 0;
                model.sessions.push({
                  token: jwt,
                  sid: claimsOf(jwt).sid,
                  device: deviceId,
                  createdAt: now(),
                  lastSeen: now(),
                  verified: trusted,
                  revoked: false,
                  bothFactors: trusted,
                  how: `login #${n}${trusted ? ' on a trusted device' : ''}`,
                });
              }
              break;
            }
            case 'totp': {
              const s = pick(step.session);
              if (!s) break;
              const { code, step: accepted } = pickCode(step.code);
              const res = await submitOtp(ctx, s.token, code, { deviceId: s.device, ip });
              if (!resolve(s)) {
                expect(res.statusCode, log.join('\n')).toBe(401);
              } else if (accepted !== null) {
                expect(res.statusCode, `${log.join('\n')}\n${res.body}`).toBe(201);
                model.lastStep = accepted;
                model.failures = 0;
                model.locked = false;
                s.verified = true;
                s.bothFactors = true;
                if (s.device) model.trust.set(s.device, now() + DEFAULT_SESSION_RULES.deviceTrustMs);
              } else {
                expect(res.statusCode, `${log.join('\n')}\n${res.body}`).toBe(422);
                fail();
              }
              break;
            }
            case 'setup': {
              const s = pick(step.session);
              if (!s) break;
              const res = await ctx.app.inject({
                method: 'POST',
                url: '/v1/user/mfa-verify',
                headers: { ...bearer(s.token), ...device(s.device) },
                payload: { OtpForm: { otp: pickCode('current').code } },
                remoteAddress: ip,
              });
              if (!resolve(s)) {
                expect(res.statusCode, log.join('\n')).toBe(401);
              } else {
                // MFA is configured: set-up never replaces it, and the attempt counts as a failure.
                expect(res.statusCode, log.join('\n')).toBe(422);
                fail();
              }
              break;
            }
            case 'unlock': {
              const { code, step: accepted } = pickCode(step.code);
              const res = await unlock(ctx, EMAIL, code, { ip });
              if (accepted !== null) {
                expect(res.statusCode, `${log.join('\n')}\n${res.body}`).toBe(201);
                model.lastStep = accepted;
                model.failures = 0;
                model.locked = false;
                const { jwt } = res.json();
                model.sessions.push({
                  token: jwt,
                  sid: claimsOf(jwt).sid,
                  device: null,
                  createdAt: now(),
                  lastSeen: now(),
                  verified: false,
                  revoked: true,
                  bothFactors: false,
                  how: `unlock #${n}`,
                });
              } else {
                expect(res.statusCode, log.join('\n')).toBe(422);
                fail();
              }
              break;
            }
            case 'reset': {
              expect((await requestReset(ctx, EMAIL, { ip })).statusCode).toBe(200);
              const code = await lastLinkCode(ctx, EMAIL, 'password-reset');
              if (step.late) ctx.clock.advance(RESET_CODE_MS + 1000);
              const password = `Prop-${run}-${n}-harbour`;
              const res = await setPassword(ctx, code, password, password, { ip });
              if (step.late) {
                expect(res.statusCode, log.join('\n')).toBe(422);
              } else {
                expect(res.statusCode, `${log.join('\n')}\n${res.body}`).toBe(200);
                model.password = password;
                model.failures = 0;
                model.locked = false;
                for (const s of model.sessions) s.revoked = true;
                // A new password ends every device's trust, as a change of password does.
                model.trust.clear();
              }
              break;
            }
            case 'logout': {
              const s = pick(step.session);
              if (!s) break;
              const res = await ctx.app.inject({
                method: 'POST',
                url: '/v1/authentication/logout',
                headers: bearer(s.token),
                remoteAddress: ip,
              });
              if (resolve(s)) {
                expect(res.statusCode, log.join('\n')).toBe(200);
                s.revoked = true;
              } else {
                expect(res.statusCode, log.join('\n')).toBe(401);
              }
              break;
            }
            case 'advance':
              ctx.clock.advance(step.ms);
              break;
          }

          // The property: a data call works only for a session given both factors.
          for (const s of model.sessions) {
            const res = await ctx.app.inject({
              url: '/v1/policy',
              headers: bearer(s.token),
              remoteAddress: ip,
            });
            if (res.statusCode === 200) {
              expect(
                s.bothFactors,
                `${s.how} made a data call without both factors after:\n${log.join('\n')}`,
              ).toBe(true);
            }
            const expected = resolve(s) && s.verified ? 200 : 401;
            expect(res.statusCode, `${s.how}: data call after:\n${log.join('\n')}`).toBe(expected);
          }
          // No verified session exists in the database that the model did not see earn both factors.
          const verified = await ctx.db
            .select({ id: sessions.id })
            .from(sessions)
            .where(
              and(eq(sessions.userId, user.id), eq(sessions.mfaVerified, true), isNull(sessions.revokedAt)),
            );
          const earned = new Set(model.sessions.filter((s) => s.bothFactors).map((s) => s.sid));
          for (const row of verified)
            expect(earned.has(row.id), `unearned verified session after:\n${log.join('\n')}`).toBe(true);
        }
      }),
      { numRuns: 25, endOnFailure: true },
    );
    // 25 runs of up to 25 sign-in steps with argon2 on a 2-core machine beside the other workers: near 30 s.
  }, 90_000);
});
