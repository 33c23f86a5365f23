import { authenticatorUri } from '@sextant/contracts/rules/authenticator';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, sessions, users } from '@/db/schema/index';
import { DEFAULT_SESSION_RULES } from '@/shared/sessions/policy';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import {
  addClient,
  bearer,
  claimsOf,
  codeAt,
  createLogin,
  DEMO_PASSWORD,
  freshCode,
  getWith,
  multipart,
  newDeviceId,
  passwordStep,
  policyStatus,
  signIn,
  submitOtp,
  userByEmail,
  wrongCode,
} from '@/test/sign-in';

describe.each(testDatabaseKinds)('sign-in on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  const sessionRow = async (jwt: string) => {
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claimsOf(jwt).sid));
    return row!;
  };

  describe('POST /v1/device', () => {
    it('registers the browser as a device, without a token, and again on every load', async () => {
      const deviceId = newDeviceId();
      for (let i = 0; i < 2; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/v1/device',
          payload: { device_id: deviceId, type: 'web' },
        });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toEqual({ device_id: deviceId });
      }
      const rows = await ctx.db.select().from(devices).where(eq(devices.id, deviceId));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.type).toBe('web');
    });

    it('answers 422 with field errors for a malformed device', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/device',
        payload: { device_id: 'a b', type: '' },
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['device_id', 'type']);
    });
  });

  describe('POST /v1/authentication/create', () => {
    const expectPendingSession = async (
      res: Awaited<ReturnType<typeof createLogin>>,
      email: string,
      deviceId: string | null,
    ) => {
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['jwt', 'terms_accepted']);
      const user = await userByEmail(ctx, email);
      const header = JSON.parse(Buffer.from(body.jwt.split('.')[0], 'base64url').toString());
      expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
      const claims = claimsOf(body.jwt);
      expect(claims.sub).toBe(user.id);
      expect(claims.vip).toBe(user.vip);
      expect(claims.exp * 1000).toBe(ctx.clock().getTime() + DEFAULT_SESSION_RULES.absoluteMs);
      const session = await sessionRow(body.jwt);
      expect(session).toMatchObject({ userId: user.id, mfaVerified: false, revokedAt: null, deviceId });
      return body as { jwt: string; terms_accepted: boolean };
    };

    it('takes the form-encoded LoginForm and the X-Device-Id header, answering an mfa-pending session', async () => {
      const deviceId = newDeviceId();
      const res = await createLogin(ctx, 'demo@sextant.test', DEMO_PASSWORD, { deviceId });
      const body = await expectPendingSession(res, 'demo@sextant.test', deviceId);
      expect(body.terms_accepted).toBe(true);
    });

    it('takes the same form as multipart/form-data', async () => {
      const body = multipart({
        'LoginForm[username]': 'demo@sextant.test',
        'LoginForm[password]': DEMO_PASSWORD,
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/create',
        payload: body.payload,
        headers: body.headers,
      });
      await expectPendingSession(res, 'demo@sextant.test', null);
    });

    it('takes the same form as JSON', async () => {
      const deviceId = newDeviceId();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/create',
        headers: { 'x-device-id': deviceId },
        payload: { LoginForm: { username: 'demo@sextant.test', password: DEMO_PASSWORD } },
      });
      await expectPendingSession(res, 'demo@sextant.test', deviceId);
    });

    it('reads the email without regard to case or surrounding spaces', async () => {
      const res = await createLogin(ctx, '  Demo@Sextant.TEST ', DEMO_PASSWORD);
      await expectPendingSession(res, 'demo@sextant.test', null);
    });

    it('carries the vip claim of VIP users', async () => {
      const { jwt } = await passwordStep(ctx, 'vip@sextant.test');
      expect(claimsOf(jwt).vip).toBe(true);
      expect(claimsOf((await passwordStep(ctx, 'demo@sextant.test')).jwt).vip).toBe(false);
    });

    it('answers terms_accepted false for a user who has not accepted the latest terms', async () => {
      expect((await passwordStep(ctx, 'new@sextant.test')).terms_accepted).toBe(false);
      expect((await passwordStep(ctx, 'demo@sextant.test')).terms_accepted).toBe(true);
      expect((await passwordStep(ctx, 'vip@sextant.test')).terms_accepted).toBe(true);
    });

    it('answers 422 with errors.password for a wrong password, and makes no session', async () => {
      const user = await addClient(ctx);
      const before = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
      const res = await createLogin(ctx, user.email, 'Not-The-Password-1');
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body).toMatchObject({ name: 'Unprocessable Entity', status: 422 });
      expect(body.errors.password[0]).toMatch(/Incorrect/);
      expect(body.errors.password[0]).not.toMatch(/exhausted/);
      expect(body.jwt).toBeUndefined();
      const after = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(after).toHaveLength(before.length);
    });

    it('answers a deactivated account like a wrong password, even with the right one', async () => {
      const user = await addClient(ctx);
      await ctx.db.update(users).set({ active: false }).where(eq(users.id, user.id));
      const res = await createLogin(ctx, user.email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password[0]).toMatch(/Incorrect/);
    });

    it('answers 422 with field errors for a missing or malformed form', async () => {
      const empty = await ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/create',
        payload: { LoginForm: {} },
      });
      expect(empty.statusCode).toBe(422);
      expect(Object.keys(empty.json().errors).sort()).toEqual(['password', 'username']);
      const bad = await createLogin(ctx, 'not an email', DEMO_PASSWORD);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.username).toEqual(['Invalid email address']);
    });
  });

  describe('GET /v1/user/mfa', () => {
    it('answers true, and no secret, on an mfa-pending session of a user with MFA', async () => {
      const { jwt } = await passwordStep(ctx, 'demo@sextant.test');
      const res = await getWith(ctx, '/v1/user/mfa', jwt);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ mfa_configured: true, device_trust_days: 30 });
    });

    it("answers '2' once the session has passed the second factor", async () => {
      const jwt = await signIn(ctx, 'demo@sextant.test');
      expect((await getWith(ctx, '/v1/user/mfa', jwt)).json()).toEqual({ mfa_configured: '2' });
    });

    it('answers false with the secret and its QR code for a user without MFA, the same on a reload', async () => {
      const user = await addClient(ctx, { mfa: false });
      const { jwt } = await passwordStep(ctx, user.email);
      const res = await getWith(ctx, '/v1/user/mfa', jwt);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.mfa_configured).toBe(false);
      expect(body.otp_code).toMatch(/^[A-Z2-7]{32}$/); // 160 bits, base32
      expect(body.image_url).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(body.image_url.split(',')[1], 'base64');
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.subarray(12, 16).toString()).toBe('IHDR');
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(width).toBe(height);
      expect(width).toBeGreaterThanOrEqual(100);
      // The QR code is the otpauth URI of that very secret for the user.
      expect(body.image_url).toBe(
        await QRCode.toDataURL(authenticatorUri(body.otp_code, user.email), { margin: 1, width: 240 }),
      );
      const again = (await getWith(ctx, '/v1/user/mfa', jwt)).json();
      expect(again.otp_code).toBe(body.otp_code);
    });

    it('answers 401 without a live session', async () => {
      expect((await ctx.app.inject('/v1/user/mfa')).statusCode).toBe(401);
      expect((await getWith(ctx, '/v1/user/mfa', 'garbage')).statusCode).toBe(401);
    });
  });

  describe('POST /v1/authentication/mfa', () => {
    it('answers 201 for the current code and lets the session make data calls', async () => {
      const { jwt } = await passwordStep(ctx, 'demo@sextant.test');
      expect(await policyStatus(ctx, jwt)).toBe(401);
      const res = await submitOtp(ctx, jwt, freshCode(ctx));
      expect(res.statusCode).toBe(201);
      expect((await sessionRow(jwt)).mfaVerified).toBe(true);
      expect(await policyStatus(ctx, jwt)).toBe(200);
    });

    it("answers 422 'Invalid token' for a wrong code, and the session stays mfa-pending", async () => {
      const { jwt } = await passwordStep(ctx, 'demo@sextant.test');
      ctx.clock.advance(30_000);
      const res = await submitOtp(ctx, jwt, wrongCode(ctx));
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.message).toBe('Invalid token, please try again.');
      expect(body.errors.otp).toEqual(['Invalid token, please try again.']);
      expect((await sessionRow(jwt)).mfaVerified).toBe(false);
      expect(await policyStatus(ctx, jwt)).toBe(401);
    });

    it('refuses a code that was already accepted, on another session', async () => {
      const first = await passwordStep(ctx, 'demo@sextant.test');
      const code = freshCode(ctx);
      expect((await submitOtp(ctx, first.jwt, code)).statusCode).toBe(201);
      const second = await passwordStep(ctx, 'demo@sextant.test');
      const replay = await submitOtp(ctx, second.jwt, code);
      expect(replay.statusCode).toBe(422);
      expect(replay.json().message).toBe('Invalid token, please try again.');
      expect(await policyStatus(ctx, second.jwt)).toBe(401);
    });

    it('refuses the code of the previous step once the current one was accepted', async () => {
      const first = await passwordStep(ctx, 'demo@sextant.test');
      expect((await submitOtp(ctx, first.jwt, freshCode(ctx))).statusCode).toBe(201);
      const second = await passwordStep(ctx, 'demo@sextant.test');
      expect((await submitOtp(ctx, second.jwt, codeAt(ctx, 1))).statusCode).toBe(422);
    });

    it('refuses a code two steps old and a code of the next step, and accepts one a step old', async () => {
      const { jwt } = await passwordStep(ctx, 'demo@sextant.test');
      ctx.clock.advance(3 * 30_000);
      expect((await submitOtp(ctx, jwt, codeAt(ctx, 2))).statusCode).toBe(422);
      expect((await submitOtp(ctx, jwt, codeAt(ctx, -1))).statusCode).toBe(422);
      expect(await policyStatus(ctx, jwt)).toBe(401);
      expect((await submitOtp(ctx, jwt, codeAt(ctx, 1))).statusCode).toBe(201);
      expect(await policyStatus(ctx, jwt)).toBe(200);
    });

    it('keeps used codes per account: another account with the same secret may use the code', async () => {
      const demo = await passwordStep(ctx, 'demo@sextant.test');
      const vip = await passwordStep(ctx, 'vip@sextant.test');
      const code = freshCode(ctx);
      expect((await submitOtp(ctx, demo.jwt, code)).statusCode).toBe(201);
      expect((await submitOtp(ctx, vip.jwt, code)).statusCode).toBe(201);
    });

    it('answers 401 without a token, or with the token of an ended session', async () => {
      expect((await submitOtp(ctx, null, freshCode(ctx))).statusCode).toBe(401);
      const { jwt } = await passwordStep(ctx, 'demo@sextant.test');
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/v1/authentication/logout', headers: bearer(jwt) }))
          .statusCode,
      ).toBe(200);
      const res = await submitOtp(ctx, jwt, freshCode(ctx));
      expect(res.statusCode).toBe(401);
      expect((await sessionRow(jwt)).mfaVerified).toBe(false);
    });

    it('answers 401 to a session left waiting for its code for more than 10 minutes', async () => {
      const { jwt } = await passwordStep(ctx, 'demo@sextant.test');
      ctx.clock.advance(DEFAULT_SESSION_RULES.mfaPendingMs + 1000);
      expect((await submitOtp(ctx, jwt, codeAt(ctx))).statusCode).toBe(401);
      expect((await sessionRow(jwt)).mfaVerified).toBe(false);
    });

    it('answers 422 for a code that is not 6 digits', async () => {
      const { jwt } = await passwordStep(ctx, 'demo@sextant.test');
      const res = await submitOtp(ctx, jwt, '12ab56');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.otp).toBeDefined();
    });
  });

  describe('trusted devices', () => {
    it("answers '2' on a device that passed MFA within 30 days, and true after", async () => {
      const user = await addClient(ctx);
      const deviceId = newDeviceId();
      await signIn(ctx, user.email, { deviceId });

      ctx.clock.advance(DEFAULT_SESSION_RULES.deviceTrustMs - 60_000);
      const trusted = await passwordStep(ctx, user.email, { deviceId });
      expect((await getWith(ctx, '/v1/user/mfa', trusted.jwt)).json()).toEqual({ mfa_configured: '2' });
      expect(await policyStatus(ctx, trusted.jwt)).toBe(200);

      ctx.clock.advance(2 * 60_000);
      const expired = await passwordStep(ctx, user.email, { deviceId });
      expect((await getWith(ctx, '/v1/user/mfa', expired.jwt)).json()).toEqual({
        mfa_configured: true,
        device_trust_days: 30,
      });
      expect(await policyStatus(ctx, expired.jwt)).toBe(401);
    });

    it('trusts only that device, for that user, and only after a second factor', async () => {
      const user = await addClient(ctx);
      const other = await addClient(ctx);
      const deviceId = newDeviceId();
      // A password alone on the device does not make it trusted.
      await passwordStep(ctx, user.email, { deviceId });
      expect(
        (await getWith(ctx, '/v1/user/mfa', (await passwordStep(ctx, user.email, { deviceId })).jwt)).json()
          .mfa_configured,
      ).toBe(true);
      await signIn(ctx, user.email, { deviceId });
      const elsewhere = await passwordStep(ctx, user.email, { deviceId: newDeviceId() });
      expect((await getWith(ctx, '/v1/user/mfa', elsewhere.jwt)).json().mfa_configured).toBe(true);
      const noDevice = await passwordStep(ctx, user.email);
      expect((await getWith(ctx, '/v1/user/mfa', noDevice.jwt)).json().mfa_configured).toBe(true);
      const otherUser = await passwordStep(ctx, other.email, { deviceId });
      expect((await getWith(ctx, '/v1/user/mfa', otherUser.jwt)).json().mfa_configured).toBe(true);
      expect(await policyStatus(ctx, otherUser.jwt)).toBe(401);
    });

    it('still needs the right password on a trusted device', async () => {
      const user = await addClient(ctx);
      const deviceId = newDeviceId();
      await signIn(ctx, user.email, { deviceId });
      const res = await createLogin(ctx, user.email, 'Wrong-Password-9', { deviceId });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('GET /v1/authentication/check', () => {
    it('answers 200 only for a session the data calls accept: verified, not mfa-pending', async () => {
      const { jwt } = await passwordStep(ctx, 'demo@sextant.test');
      expect((await getWith(ctx, '/v1/authentication/check', jwt)).statusCode).toBe(401);
      const verified = await getWith(ctx, '/v1/authentication/check', await signIn(ctx, 'demo@sextant.test'));
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ status: 'ok' });
    });

    it("answers 401 'Unauthorized' for no, a forged, an ended or an idle session", async () => {
      const unauthorized = (res: { statusCode: number; statusMessage: string; json(): { name: string } }) => {
        expect(res.statusCode).toBe(401);
        expect(res.statusMessage).toBe('Unauthorized');
        expect(res.json().name).toBe('Unauthorized');
      };
      unauthorized(await ctx.app.inject('/v1/authentication/check'));
      unauthorized(await getWith(ctx, '/v1/authentication/check', 'a.b.c'));
      const ended = await signIn(ctx, 'demo@sextant.test');
      await ctx.app.inject({ method: 'POST', url: '/v1/authentication/logout', headers: bearer(ended) });
      unauthorized(await getWith(ctx, '/v1/authentication/check', ended));
      const idle = await signIn(ctx, 'demo@sextant.test');
      ctx.clock.advance(DEFAULT_SESSION_RULES.idleMs + 1000);
      unauthorized(await getWith(ctx, '/v1/authentication/check', idle));
    });
  });

  describe('POST /v1/authentication/logout', () => {
    it('revokes that session only', async () => {
      const jwt = await signIn(ctx, 'demo@sextant.test');
      const other = await signIn(ctx, 'demo@sextant.test');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/authentication/logout',
        headers: bearer(jwt),
      });
      expect(res.statusCode).toBe(200);
      expect((await sessionRow(jwt)).revokedAt).not.toBeNull();
      expect(await policyStatus(ctx, jwt)).toBe(401);
      expect((await getWith(ctx, '/v1/authentication/check', jwt)).statusCode).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/v1/authentication/logout', headers: bearer(jwt) }))
          .statusCode,
      ).toBe(401);
      expect(await policyStatus(ctx, other)).toBe(200);
    });
  });

  describe('tokens on data calls', () => {
    it('refuses the mfa-pending token of the password step on every call past MFA', async () => {
      const { jwt } = await passwordStep(ctx, 'demo@sextant.test');
      const calls = [
        getWith(ctx, '/v1/policy', jwt),
        getWith(ctx, '/v1/terms', jwt),
        getWith(ctx, '/v1/user/terms', jwt),
        ctx.app.inject({ method: 'PUT', url: '/v1/user/terms/agree', headers: bearer(jwt) }),
        ctx.app.inject({
          method: 'POST',
          url: '/v1/user/password',
          headers: bearer(jwt),
          payload: {
            LoginForm: {
              current_password: DEMO_PASSWORD,
              password: 'Another-Passw0rd-x',
              repeat_password: 'Another-Passw0rd-x',
            },
          },
        }),
        ctx.app.inject({
          method: 'DELETE',
          url: '/v1/user/mfa-delete',
          headers: bearer(jwt),
          payload: { LoginForm: { current_password: DEMO_PASSWORD } },
        }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
      expect((await userByEmail(ctx, 'demo@sextant.test')).mfaSecret).not.toBeNull();
    });

    it('refuses a token past its 12-hour end, even for a session kept busy', async () => {
      const jwt = await signIn(ctx, 'demo@sextant.test');
      const end = ctx.clock().getTime() + DEFAULT_SESSION_RULES.absoluteMs;
      while (ctx.clock().getTime() + 20 * 60_000 < end) {
        ctx.clock.advance(20 * 60_000);
        expect(await policyStatus(ctx, jwt)).toBe(200);
      }
      ctx.clock.advance(end - ctx.clock().getTime());
      expect(await policyStatus(ctx, jwt)).toBe(401);
    });

    const signWith = (
      claims: { sub: string; sid: string },
      options: { alg?: string; secret?: string; aud?: string; typ?: string } = {},
    ) =>
      new SignJWT({ sid: claims.sid, vip: false })
        .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: options.typ ?? 'JWT' })
        .setSubject(claims.sub)
        .setAudience(options.aud ?? 'sextant')
        .setIssuer('sextant')
        .setExpirationTime(Math.floor(ctx.clock().getTime() / 1000) + 600)
        .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));

    it('refuses tokens of a live verified session re-signed with another algorithm, audience or type, or unsigned', async () => {
      const jwt = await signIn(ctx, 'demo@sextant.test');
      const claims = claimsOf(jwt);
      expect(await policyStatus(ctx, await signWith(claims))).toBe(200); // the control: the server's own signing
      expect(
        await policyStatus(ctx, await signWith(claims, { alg: 'HS512', secret: TEST_JWT_SECRET.repeat(2) })),
      ).toBe(401);
      expect(await policyStatus(ctx, await signWith(claims, { aud: 'someone-else' }))).toBe(401);
      expect(await policyStatus(ctx, await signWith(claims, { typ: 'at+jwt' }))).toBe(401);
      const [, payload] = jwt.split('.');
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      expect(await policyStatus(ctx, none)).toBe(401);
      const tampered = `${jwt.split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, vip: true })).toString('base64url')}.${jwt.split('.')[2]}`;
      expect(await policyStatus(ctx, tampered)).toBe(401);
    });

    it("refuses a validly signed token naming another user's session", async () => {
      const jwt = await signIn(ctx, 'demo@sextant.test');
      const vip = await userByEmail(ctx, 'vip@sextant.test');
      expect(await policyStatus(ctx, await signWith({ sub: vip.id, sid: claimsOf(jwt).sid }))).toBe(401);
    });

    it('refuses the token of a session whose user was deactivated', async () => {
      const user = await addClient(ctx);
      const jwt = await signIn(ctx, user.email);
      expect(await policyStatus(ctx, jwt)).toBe(200);
      await ctx.db.update(users).set({ active: false }).where(eq(users.id, user.id));
      expect(await policyStatus(ctx, jwt)).toBe(401);
    });
  });
});
