import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, passkeys, webauthnChallenges } from '@/db/schema/index';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import {
  addClient,
  auditRows,
  bearer,
  freshCode,
  getWith,
  newDeviceId,
  passwordStep,
  policyStatus,
  signIn,
  wrongCode,
} from '@/test/sign-in';
import { SoftAuthenticator, type SoftCredential, strayChallenge } from '@/test/webauthn';
import { CHALLENGE_MS, PASSKEY_MESSAGES } from './service';

const ORIGIN = 'https://portal.test';

describe.each(testDatabaseKinds)('passkeys on %s', (kind) => {
  let ctx: TestContext;
  const authenticator = new SoftAuthenticator(ORIGIN, 'portal.test');
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  const post = (url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });

  /** A client of their own, signed in with both factors. */
  async function signedInClient() {
    const user = await addClient(ctx);
    return { user, token: await signIn(ctx, user.email) };
  }

  async function creationOptions(token: string, proof: object = { current_password: 'Demo-Password-1' }) {
    const res = await post('/v1/user/passkeys/options', token, proof);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { challenge: string; rp: { id: string }; excludeCredentials: { id: string }[] };
  }

  /** Registers a passkey through the calls; answers the authenticator's credential and the API's row. */
  async function addPasskey(token: string, name = 'My phone') {
    const options = await creationOptions(token);
    const { credential, response } = authenticator.register(options);
    const res = await post('/v1/user/passkeys', token, { name, credential: response });
    expect(res.statusCode, res.body).toBe(201);
    return { credential, passkey: res.json() as { id: string; name: string } };
  }

  /** The passkey's answer at the second factor, from the device as the app sends it (`X-Device-Id`). */
  async function passkeyStep(
    token: string,
    credential: SoftCredential,
    overrides: { signCount?: number; deviceId?: string } = {},
  ) {
    const headers: Record<string, string> = overrides.deviceId ? { 'x-device-id': overrides.deviceId } : {};
    const optionsRes = await post('/v1/authentication/passkey/options', token, undefined, headers);
    expect(optionsRes.statusCode, optionsRes.body).toBe(200);
    const options = optionsRes.json() as { challenge: string; allowCredentials: { id: string }[] };
    expect(options.allowCredentials.map((c) => c.id)).toEqual([credential.id]);
    return post(
      '/v1/authentication/passkey',
      token,
      { credential: authenticator.authenticate(credential, options, overrides) },
      headers,
    );
  }

  describe('adding a passkey', () => {
    it('registers a real attestation after the password, lists it and audits it', async () => {
      const { user, token } = await signedInClient();
      const options = await creationOptions(token);
      expect(options.rp.id).toBe('portal.test');
      expect(options.excludeCredentials).toEqual([]);
      const { response } = authenticator.register(options);
      const res = await post('/v1/user/passkeys', token, { name: '  Work laptop ', credential: response });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        name: 'Work laptop',
        last_used_at: null,
        device_type: 'singleDevice',
        backed_up: false,
      });
      const list = await getWith(ctx, '/v1/user/passkeys', token);
      expect(list.json().items.map((p: { name: string }) => p.name)).toEqual(['Work laptop']);
      expect(await auditRows(ctx, 'auth.passkey.add', user.email)).toHaveLength(1);
      // The next options exclude it, so the authenticator does not make a second one.
      const again = await creationOptions(token);
      expect(again.excludeCredentials.map((c) => c.id)).toEqual([response.id]);
    });

    it('takes a fresh code instead of the password, but never the same code twice', async () => {
      const { token } = await signedInClient();
      const code = freshCode(ctx);
      await creationOptions(token, { otp: code });
      const reused = await post('/v1/user/passkeys/options', token, { otp: code });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors.otp).toHaveLength(1);
    });

    it('refuses a wrong password, a wrong code and no proof with field errors, counting the wrong ones', async () => {
      const { user, token } = await signedInClient();
      const wrongPassword = await post('/v1/user/passkeys/options', token, {
        current_password: 'not-it-at-all',
      });
      expect(wrongPassword.statusCode).toBe(422);
      expect(wrongPassword.json().errors.current_password).toEqual(['Your current password is not correct.']);
      const badCode = await post('/v1/user/passkeys/options', token, { otp: wrongCode(ctx) });
      expect(badCode.statusCode).toBe(422);
      expect(badCode.json().errors.otp).toHaveLength(1);
      const none = await post('/v1/user/passkeys/options', token, {});
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.current_password).toEqual([
        'Enter your password or a code from your authenticator app.',
      ]);
      const [attempts] = await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email));
      expect(attempts?.failures).toBe(2);
    });

    it('refuses an answer to a challenge it did not give, and the given one is then used up', async () => {
      const { token } = await signedInClient();
      const options = await creationOptions(token);
      const stray = authenticator.register({ challenge: strayChallenge() });
      const res = await post('/v1/user/passkeys', token, { name: 'Phone', credential: stray.response });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.credential).toEqual([PASSKEY_MESSAGES.notAdded]);
      const late = authenticator.register(options);
      expect(
        (await post('/v1/user/passkeys', token, { name: 'Phone', credential: late.response })).statusCode,
      ).toBe(422);
      expect((await getWith(ctx, '/v1/user/passkeys', token)).json().items).toEqual([]);
      // The positive twin: a fresh challenge, answered, adds the passkey.
      await addPasskey(token);
      expect((await getWith(ctx, '/v1/user/passkeys', token)).json().items).toHaveLength(1);
    });

    it('refuses a replayed answer, an expired challenge and another origin', async () => {
      const { token } = await signedInClient();
      const options = await creationOptions(token);
      const { response } = authenticator.register(options);
      expect((await post('/v1/user/passkeys', token, { name: 'A', credential: response })).statusCode).toBe(
        201,
      );
      expect((await post('/v1/user/passkeys', token, { name: 'A', credential: response })).statusCode).toBe(
        422,
      );

      const expiring = await creationOptions(token);
      ctx.clock.advance(CHALLENGE_MS + 1000);
      const slow = authenticator.register(expiring);
      expect(
        (await post('/v1/user/passkeys', token, { name: 'B', credential: slow.response })).statusCode,
      ).toBe(422);

      const phishing = authenticator.register(await creationOptions(token), {
        origin: 'https://portal.evil',
      });
      expect(
        (await post('/v1/user/passkeys', token, { name: 'C', credential: phishing.response })).statusCode,
      ).toBe(422);
      expect((await getWith(ctx, '/v1/user/passkeys', token)).json().items).toHaveLength(1);
    });

    it('clears challenges never answered once they expire', async () => {
      const first = await signedInClient();
      const abandoned = await creationOptions(first.token);
      ctx.clock.advance(CHALLENGE_MS + 1000);
      await creationOptions((await signedInClient()).token);
      const rows = await ctx.db
        .select()
        .from(webauthnChallenges)
        .where(eq(webauthnChallenges.challenge, abandoned.challenge));
      expect(rows).toEqual([]);
    });

    it('answers 422 with field errors for a bad name or a malformed credential', async () => {
      const { token } = await signedInClient();
      const { response } = authenticator.register(await creationOptions(token));
      const blank = await post('/v1/user/passkeys', token, { name: '   ', credential: response });
      expect(blank.statusCode).toBe(422);
      expect(Object.keys(blank.json().errors)).toContain('name');
      const garbled = await post('/v1/user/passkeys', token, {
        name: 'Phone',
        credential: { ...response, response: { ...response.response, attestationObject: 'not base64url!' } },
      });
      expect(garbled.statusCode).toBe(422);
    });

    it('is not open to a session still waiting for its second factor', async () => {
      const user = await addClient(ctx);
      const { jwt } = await passwordStep(ctx, user.email);
      expect(
        (await post('/v1/user/passkeys/options', jwt, { current_password: 'Demo-Password-1' })).statusCode,
      ).toBe(401);
      expect((await getWith(ctx, '/v1/user/passkeys', jwt)).statusCode).toBe(401);
      // The positive twin: once the second factor is given, the same calls are open to the client.
      const token = await signIn(ctx, user.email);
      await creationOptions(token);
      expect((await getWith(ctx, '/v1/user/passkeys', token)).statusCode).toBe(200);
    });
  });

  describe('renaming and removing', () => {
    it('renames and removes the client’s own passkey, and audits the removal', async () => {
      const { user, token } = await signedInClient();
      const { passkey } = await addPasskey(token);
      const renamed = await ctx.app.inject({
        method: 'PATCH',
        url: `/v1/user/passkeys/${passkey.id}`,
        headers: bearer(token),
        payload: { name: 'Old phone' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().name).toBe('Old phone');
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/v1/user/passkeys/${passkey.id}`,
        headers: bearer(token),
      });
      expect(removed.statusCode).toBe(200);
      expect((await getWith(ctx, '/v1/user/passkeys', token)).json().items).toEqual([]);
      expect(await auditRows(ctx, 'auth.passkey.remove', user.email)).toHaveLength(1);
    });

    it("answers 404 for another client's passkey and for an unknown id, 422 for a bad name", async () => {
      const owner = await signedInClient();
      const { passkey } = await addPasskey(owner.token);
      const other = await signedInClient();
      for (const id of [passkey.id, '00000000-0000-4000-8000-000000000000']) {
        const rename = await ctx.app.inject({
          method: 'PATCH',
          url: `/v1/user/passkeys/${id}`,
          headers: bearer(other.token),
          payload: { name: 'Mine now' },
        });
        expect(rename.statusCode).toBe(404);
        const remove = await ctx.app.inject({
          method: 'DELETE',
          url: `/v1/user/passkeys/${id}`,
          headers: bearer(other.token),
        });
        expect(remove.statusCode).toBe(404);
      }
      const tooLong = await ctx.app.inject({
        method: 'PATCH',
        url: `/v1/user/passkeys/${passkey.id}`,
        headers: bearer(owner.token),
        payload: { name: 'x'.repeat(61) },
      });
      expect(tooLong.statusCode).toBe(422);
      expect(Object.keys(tooLong.json().errors)).toEqual(['name']);
      const notAnId = await ctx.app.inject({
        method: 'DELETE',
        url: '/v1/user/passkeys/not-an-id',
        headers: bearer(owner.token),
      });
      expect(notAnId.statusCode).toBe(422);
      const [row] = await ctx.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
      expect(row?.name).toBe('My phone');
    });
  });

  describe('the second factor by passkey', () => {
    it('upgrades the mfa-pending session as a code would, trusts the device and audits the use', async () => {
      const { user, token } = await signedInClient();
      const { credential, passkey } = await addPasskey(token);
      const deviceId = newDeviceId();
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/device',
        payload: { device_id: deviceId, type: 'web' },
      });
      const { jwt } = await passwordStep(ctx, user.email, { deviceId });
      expect(await policyStatus(ctx, jwt)).toBe(401);
      const res = await passkeyStep(jwt, credential, { deviceId });
      expect(res.statusCode, res.body).toBe(201);
      expect(await policyStatus(ctx, jwt)).toBe(200);
      expect((await getWith(ctx, '/v1/user/mfa', jwt)).json()).toEqual({ mfa_configured: '2' });
      expect(await auditRows(ctx, 'auth.passkey.use', user.email)).toHaveLength(1);
      const [row] = await ctx.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
      expect(row?.signCount).toBe(1);
      expect(row?.lastUsedAt).not.toBeNull();
      // The device is trusted as after a code: the next sign-in on it needs no second factor.
      const next = await passwordStep(ctx, user.email, { deviceId });
      expect(await policyStatus(ctx, next.jwt)).toBe(200);
      // The security centre's history says how: a passkey, after it was added.
      const history = (await getWith(ctx, '/v1/user/sign-ins', next.jwt)).json() as {
        items: { kind: string }[];
      };
      const kinds = history.items.map((event) => event.kind);
      expect(kinds).toContain('signed_in_passkey');
      expect(kinds.indexOf('signed_in_passkey')).toBeLessThan(kinds.indexOf('passkey_added'));
    });

    it('refuses a signature counter that goes back, and counts it as a failure', async () => {
      const { user, token } = await signedInClient();
      const { credential } = await addPasskey(token);
      const first = await passwordStep(ctx, user.email);
      expect((await passkeyStep(first.jwt, credential, { signCount: 5 })).statusCode).toBe(201);
      const second = await passwordStep(ctx, user.email);
      const cloned = await passkeyStep(second.jwt, credential, { signCount: 3 });
      expect(cloned.statusCode).toBe(422);
      expect(cloned.json().errors.credential).toEqual([PASSKEY_MESSAGES.notVerified]);
      const same = await passkeyStep(second.jwt, credential, { signCount: 5 });
      expect(same.statusCode).toBe(422);
      expect(await policyStatus(ctx, second.jwt)).toBe(401);
      expect(await auditRows(ctx, 'auth.passkey.failure', user.email)).toHaveLength(2);
      expect((await passkeyStep(second.jwt, credential, { signCount: 6 })).statusCode).toBe(201);
    });

    it('takes each challenge once, and refuses an answer to another challenge', async () => {
      const { user, token } = await signedInClient();
      const { credential } = await addPasskey(token);
      const { jwt } = await passwordStep(ctx, user.email);
      const options = (await post('/v1/authentication/passkey/options', jwt)).json() as { challenge: string };
      const stray = authenticator.authenticate(credential, { challenge: strayChallenge() });
      expect((await post('/v1/authentication/passkey', jwt, { credential: stray })).statusCode).toBe(422);
      // The stray answer used the session's challenge up, so the right answer to it comes too late.
      const late = authenticator.authenticate(credential, options);
      expect((await post('/v1/authentication/passkey', jwt, { credential: late })).statusCode).toBe(422);
      const rows = await ctx.db.select().from(webauthnChallenges);
      expect(rows.filter((row) => row.challenge === options.challenge)).toEqual([]);
      expect(await policyStatus(ctx, jwt)).toBe(401);
      // The positive twin: a challenge of its own, answered, gives the second factor.
      expect((await passkeyStep(jwt, credential)).statusCode).toBe(201);
      expect(await policyStatus(ctx, jwt)).toBe(200);
    });

    it("refuses another client's passkey, and locks the account after five failures", async () => {
      const { credential: foreign } = await addPasskey((await signedInClient()).token);
      const { user, token } = await signedInClient();
      await addPasskey(token);
      const { jwt } = await passwordStep(ctx, user.email);
      const foreignAnswer = async () => {
        const options = (await post('/v1/authentication/passkey/options', jwt)).json() as {
          challenge: string;
        };
        return post('/v1/authentication/passkey', jwt, {
          credential: authenticator.authenticate(foreign, options),
        });
      };
      for (let attempt = 1; attempt <= 5; attempt++) expect((await foreignAnswer()).statusCode).toBe(422);
      // The fifth failure locked the account and ended the session that was waiting.
      expect((await post('/v1/authentication/passkey/options', jwt)).statusCode).toBe(401);
      const locked = await ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/create',
        payload: { LoginForm: { username: user.email, password: 'Demo-Password-1' } },
      });
      expect(locked.json().errors.password[0]).toContain('exhausted');
    });

    it('says so when the account has no passkey', async () => {
      const user = await addClient(ctx);
      const { jwt } = await passwordStep(ctx, user.email);
      const res = await post('/v1/authentication/passkey/options', jwt);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.credential).toEqual([PASSKEY_MESSAGES.none]);
    });
  });
});
