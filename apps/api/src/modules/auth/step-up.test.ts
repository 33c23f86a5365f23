import { DOCUMENT_TEXTS } from '@sextant/contracts/documents';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '@/db/schema/index';
import { totpCodeAt, totpStep } from '@/shared/totp';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { publishDocument } from '@/test/fixtures/documents';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import {
  addClient,
  auditRows,
  bearer,
  createLogin,
  DEMO_PASSWORD,
  freshCode,
  getWith,
  signIn,
  wrongCode,
  wrongPasswords,
} from '@/test/sign-in';
import { AUTH_MESSAGES } from './context';

const NEW_PASSWORD = 'Harbour-lights-42';

/** One step-up call: the field its answer comes in, what a wrong one says, and the call itself. */
interface StepUpCall {
  name: string;
  field: string;
  wrongMessage: string;
  /** A client of their own, signed in with both factors and ready for the call; `send` answers right or wrong. */
  prepare(
    ctx: TestContext,
  ): Promise<{ email: string; send(right: boolean): Promise<LightMyRequestResponse> }>;
}

const post = (
  ctx: TestContext,
  url: string,
  token: string,
  payload: object,
  method: 'POST' | 'DELETE' = 'POST',
) => ctx.app.inject({ method, url, headers: bearer(token), payload });

async function signedIn(ctx: TestContext) {
  const user = await addClient(ctx);
  return { user, token: await signIn(ctx, user.email) };
}

/** Every call that asks a signed-in person for their password or a code again. */
const CALLS: StepUpCall[] = [
  {
    name: 'POST /v1/user/passkeys/options with the password',
    field: 'current_password',
    wrongMessage: AUTH_MESSAGES.wrongCurrentPassword,
    async prepare(ctx) {
      const { user, token } = await signedIn(ctx);
      return {
        email: user.email,
        send: (right) =>
          post(ctx, '/v1/user/passkeys/options', token, {
            current_password: right ? DEMO_PASSWORD : 'Not-the-password-1',
          }),
      };
    },
  },
  {
    name: 'POST /v1/user/passkeys/options with a code',
    field: 'otp',
    wrongMessage: AUTH_MESSAGES.wrongCode,
    async prepare(ctx) {
      const { user, token } = await signedIn(ctx);
      return {
        email: user.email,
        send: (right) =>
          post(ctx, '/v1/user/passkeys/options', token, { otp: right ? freshCode(ctx) : wrongCode(ctx) }),
      };
    },
  },
  {
    name: 'POST /v1/user/password',
    field: 'current_password',
    wrongMessage: AUTH_MESSAGES.wrongCurrentPassword,
    async prepare(ctx) {
      const { user, token } = await signedIn(ctx);
      return {
        email: user.email,
        send: (right) =>
          post(ctx, '/v1/user/password', token, {
            LoginForm: {
              current_password: right ? DEMO_PASSWORD : 'Not-the-password-1',
              password: NEW_PASSWORD,
              repeat_password: NEW_PASSWORD,
            },
          }),
      };
    },
  },
  {
    name: 'DELETE /v1/user/mfa-delete',
    field: 'current_password',
    wrongMessage: AUTH_MESSAGES.wrongCurrentPassword,
    async prepare(ctx) {
      const { user, token } = await signedIn(ctx);
      return {
        email: user.email,
        send: (right) =>
          post(
            ctx,
            '/v1/user/mfa-delete',
            token,
            { LoginForm: { current_password: right ? DEMO_PASSWORD : 'Not-the-password-1' } },
            'DELETE',
          ),
      };
    },
  },
  {
    name: 'POST /v1/user/mfa-verify (a new authenticator after the old one was turned off)',
    field: 'otp',
    wrongMessage: 'Unable to verify OTP',
    async prepare(ctx) {
      const { user, token } = await signedIn(ctx);
      const removed = await post(
        ctx,
        '/v1/user/mfa-delete',
        token,
        { LoginForm: { current_password: DEMO_PASSWORD } },
        'DELETE',
      );
      expect(removed.statusCode).toBe(200);
      const secret: string = (await getWith(ctx, '/v1/user/mfa', token)).json().otp_code;
      return {
        email: user.email,
        send: (right) => {
          ctx.clock.advance(30_000);
          const otp = right ? totpCodeAt(secret, totpStep(ctx.clock())) : wrongCode(ctx, secret);
          return post(ctx, '/v1/user/mfa-verify', token, { OtpForm: { otp } });
        },
      };
    },
  },
  {
    name: 'POST /v1/document/{id}/sign',
    field: 'code',
    wrongMessage: DOCUMENT_TEXTS.codeInvalid,
    async prepare(ctx) {
      const { user, token } = await signedIn(ctx);
      const adviser = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
      const document = await publishDocument(ctx, adviser, user.id, { title: 'Mandate', requires: 'sign' });
      // Signing needs the document opened first.
      const opened = await ctx.app.inject({
        method: 'GET',
        url: `/v1/document/${document.uuid}/file`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (opened.statusCode !== 200) throw new Error(`opening the document: ${opened.statusCode}`);
      return {
        email: user.email,
        send: (right) =>
          post(ctx, `/v1/document/${document.uuid}/sign`, token, {
            full_name: 'Test Client',
            code: right ? freshCode(ctx) : wrongCode(ctx),
          }),
      };
    },
  },
];

describe.each(testDatabaseKinds)('step-up checks under the lockout on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  /** What sign-in answers the locked account: the step-up calls answer its status and message. */
  async function signInRefusal(email: string) {
    const res = await createLogin(ctx, email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([AUTH_MESSAGES.exhausted]);
    return res.json().message as string;
  }

  describe.each(CALLS)('$name', (call) => {
    it('refuses the right answer while the account is locked, as sign-in does, and takes it once unlocked', async () => {
      const { email, send } = await call.prepare(ctx);
      await wrongPasswords(ctx, email, 5);
      const refused = await send(true);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().message).toBe(await signInRefusal(email));
      expect(refused.json().errors).toEqual({ [call.field]: [AUTH_MESSAGES.exhausted] });
      expect((await auditRows(ctx, 'auth.stepup.locked', email)).length).toBeGreaterThan(0);
      // A refusal while locked neither counts nor lifts the lock.
      const [lock] = await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
      expect(lock?.failures).toBe(5);

      await ctx.db.delete(loginAttempts).where(eq(loginAttempts.email, email));
      const allowed = await send(true);
      expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    });

    it('counts each wrong answer toward the lock, which the fifth sets', async () => {
      const { email, send } = await call.prepare(ctx);
      for (let i = 0; i < 4; i++) {
        const wrong = await send(false);
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json().errors[call.field]).toEqual([call.wrongMessage]);
      }
      const fifth = await send(false);
      expect(fifth.statusCode).toBe(422);
      expect(fifth.json().errors[call.field]).toEqual([AUTH_MESSAGES.exhausted]);
      await signInRefusal(email);
      expect((await send(true)).json().errors[call.field]).toEqual([AUTH_MESSAGES.exhausted]);
    });
  });

  it('counts step-up and sign-in failures together', async () => {
    const { user, token } = await signedIn(ctx);
    await wrongPasswords(ctx, user.email, 3);
    const wrong = () =>
      post(ctx, '/v1/user/passkeys/options', token, { current_password: 'Not-the-password-1' });
    expect((await wrong()).json().errors.current_password).toEqual([AUTH_MESSAGES.wrongCurrentPassword]);
    expect((await wrong()).json().errors.current_password).toEqual([AUTH_MESSAGES.exhausted]);
    await signInRefusal(user.email);
  });
});
