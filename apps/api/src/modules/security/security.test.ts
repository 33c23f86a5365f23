import { SIGN_IN_PAGE_SIZE } from '@sextant/contracts/security';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import {
  addClient,
  auditRows,
  bearer,
  form,
  freshCode,
  getWith,
  newDeviceId,
  policyStatus,
  resetThroughMail,
  wrongCode,
} from '@/test/sign-in';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PASSWORD = 'Demo-Password-1';

interface Browser {
  deviceId: string;
  userAgent: string;
  ip: string;
}

const browser = (userAgent: string, ip: string): Browser => ({ deviceId: newDeviceId(), userAgent, ip });
const headersOf = (b: Browser, token?: string) => ({
  'user-agent': b.userAgent,
  'x-device-id': b.deviceId,
  ...(token ? bearer(token) : {}),
});

/** The password step from the browser; answers the token and whether the code is needed. */
async function passwordFrom(ctx: TestContext, email: string, b: Browser, password = PASSWORD) {
  const body = form({ 'LoginForm[username]': email, 'LoginForm[password]': password });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/authentication/create',
    payload: body.payload,
    headers: { ...body.headers, ...headersOf(b) },
    remoteAddress: b.ip,
  });
  expect(res.statusCode).toBe(200);
  const { jwt } = res.json() as { jwt: string };
  const status = (await getWith(ctx, '/v1/user/mfa', jwt)).json() as { mfa_configured: unknown };
  return { jwt, codeNeeded: status.mfa_configured === true };
}

function codeFrom(ctx: TestContext, b: Browser, jwt: string, otp: string) {
  const body = form({ 'OtpForm[otp]': otp });
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/authentication/mfa',
    payload: body.payload,
    headers: { ...body.headers, ...headersOf(b, jwt) },
    remoteAddress: b.ip,
  });
}

/** The code step's choice for the device, in its own call (PUT /v1/user/device/trust). */
const chooseFrom = (ctx: TestContext, b: Browser, token: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/v1/user/device/trust',
    headers: headersOf(b, token),
    payload: payload as object,
    remoteAddress: b.ip,
  });

/**
 * Both factors from the browser (the code only when its device is not trusted); answers a usable token.
 * `remember: false` is the code step's box unticked: the choice is sent after the code, as the app does.
 */
async function signInFrom(ctx: TestContext, email: string, b: Browser, { remember = true } = {}) {
  const { jwt, codeNeeded } = await passwordFrom(ctx, email, b);
  if (codeNeeded) expect((await codeFrom(ctx, b, jwt, freshCode(ctx))).statusCode).toBe(201);
  if (!remember) expect((await chooseFrom(ctx, b, jwt, { remember: false })).statusCode).toBe(200);
  return jwt;
}

const call = (ctx: TestContext, method: 'GET' | 'POST' | 'DELETE', url: string, b: Browser, token: string) =>
  ctx.app.inject({ method, url, headers: headersOf(b, token), remoteAddress: b.ip });

describe.each(testDatabaseKinds)('the security centre on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  it("lists the client's live sessions with device, browser, IP, start and last use, this one marked", async () => {
    const user = await addClient(ctx);
    const phone = browser(IPHONE, '198.51.100.10');
    const laptop = browser(WINDOWS, '203.0.113.20');
    const phoneStart = ctx.clock().toISOString();
    await signInFrom(ctx, user.email, phone);
    ctx.clock.advance(60_000);
    const laptopStart = ctx.clock().toISOString();
    const token = await signInFrom(ctx, user.email, laptop);

    const res = await call(ctx, 'GET', '/v1/user/sessions', laptop, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: expect.any(String),
        device: 'Windows computer',
        browser: 'Chrome 131 on Windows 10',
        ip: '203.0.113.20',
        started_at: laptopStart,
        last_seen_at: expect.any(String),
        current: true,
        verified: true,
      },
      {
        id: expect.any(String),
        device: 'iPhone',
        browser: 'Safari 17 on iOS 17.5',
        ip: '198.51.100.10',
        started_at: phoneStart,
        last_seen_at: expect.any(String),
        current: false,
        verified: true,
      },
    ]);
  });

  it('revokes another session: its next call answers 401, this one goes on, and the audit log says so', async () => {
    const user = await addClient(ctx);
    const a = browser(WINDOWS, '203.0.113.30');
    const b = browser(IPHONE, '198.51.100.30');
    const tokenB = await signInFrom(ctx, user.email, b);
    const tokenA = await signInFrom(ctx, user.email, a);
    expect(await policyStatus(ctx, tokenB)).toBe(200);

    const sessions = (await call(ctx, 'GET', '/v1/user/sessions', a, tokenA)).json().items;
    const other = sessions.find((s: { current: boolean }) => !s.current);
    const res = await call(ctx, 'DELETE', `/v1/user/sessions/${other.id}`, a, tokenA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 1 });

    expect(await policyStatus(ctx, tokenB)).toBe(401);
    expect((await getWith(ctx, '/v1/authentication/check', tokenB)).statusCode).toBe(401);
    expect(await policyStatus(ctx, tokenA)).toBe(200);
    expect((await call(ctx, 'GET', '/v1/user/sessions', a, tokenA)).json().items).toHaveLength(1);
    expect((await auditRows(ctx, 'security.session.revoke')).at(-1)).toMatchObject({
      actorId: user.id,
      firmId: user.firmId,
      ip: '203.0.113.30',
      details: { session: other.id, userAgent: WINDOWS },
    });
    // Ended already: a second revoke finds nothing to end.
    expect((await call(ctx, 'DELETE', `/v1/user/sessions/${other.id}`, a, tokenA)).statusCode).toBe(404);
  });

  it("answers 404 for another client's session or an unknown one, 422 for its own and a malformed id", async () => {
    const user = await addClient(ctx);
    const stranger = await addClient(ctx);
    const a = browser(WINDOWS, '203.0.113.40');
    const s = browser(IPHONE, '198.51.100.40');
    const tokenS = await signInFrom(ctx, stranger.email, s);
    const tokenA = await signInFrom(ctx, user.email, a);
    const strangers = (await call(ctx, 'GET', '/v1/user/sessions', s, tokenS)).json().items;
    const own = (await call(ctx, 'GET', '/v1/user/sessions', a, tokenA)).json().items;

    const foreign = await call(ctx, 'DELETE', `/v1/user/sessions/${strangers[0].id}`, a, tokenA);
    expect(foreign.statusCode).toBe(404);
    expect(await policyStatus(ctx, tokenS)).toBe(200);
    const unknown = await call(
      ctx,
      'DELETE',
      '/v1/user/sessions/00000000-0000-4000-8000-000000000000',
      a,
      tokenA,
    );
    expect(unknown.statusCode).toBe(404);
    const current = await call(ctx, 'DELETE', `/v1/user/sessions/${own[0].id}`, a, tokenA);
    expect(current.statusCode).toBe(422);
    expect(await policyStatus(ctx, tokenA)).toBe(200);
    expect((await call(ctx, 'DELETE', '/v1/user/sessions/not-an-id', a, tokenA)).statusCode).toBe(422);
  });

  it('signs out everywhere else and keeps the current session', async () => {
    const user = await addClient(ctx);
    const stranger = await addClient(ctx);
    const others = [browser(IPHONE, '198.51.100.50'), browser(WINDOWS, '198.51.100.51')];
    const otherTokens = [];
    for (const b of others) otherTokens.push(await signInFrom(ctx, user.email, b));
    const strangerToken = await signInFrom(ctx, stranger.email, browser(IPHONE, '198.51.100.52'));
    const here = browser(WINDOWS, '203.0.113.50');
    const token = await signInFrom(ctx, user.email, here);

    const res = await call(ctx, 'POST', '/v1/user/sessions/revoke-others', here, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    for (const other of otherTokens) expect(await policyStatus(ctx, other)).toBe(401);
    expect(await policyStatus(ctx, token)).toBe(200);
    expect(await policyStatus(ctx, strangerToken)).toBe(200);
    const left = (await call(ctx, 'GET', '/v1/user/sessions', here, token)).json().items;
    expect(left).toMatchObject([{ current: true }]);
    expect((await auditRows(ctx, 'security.sessions.revoke_others')).at(-1)).toMatchObject({
      actorId: user.id,
      details: { count: 2 },
    });
  });

  it('ends the trust of every other device when signing out everywhere else: they need the code again', async () => {
    const user = await addClient(ctx);
    const phone = browser(IPHONE, '198.51.100.53');
    const laptop = browser(WINDOWS, '198.51.100.54');
    const here = browser(WINDOWS, '203.0.113.53');
    await signInFrom(ctx, user.email, phone);
    await signInFrom(ctx, user.email, laptop);
    const token = await signInFrom(ctx, user.email, here);
    // Positive control: remembered, the phone skips the code until then.
    expect((await passwordFrom(ctx, user.email, phone)).codeNeeded).toBe(false);

    const res = await call(ctx, 'POST', '/v1/user/sessions/revoke-others', here, token);
    expect(res.statusCode).toBe(200);
    for (const signedOut of [phone, laptop]) {
      const next = await passwordFrom(ctx, user.email, signedOut);
      expect(next.codeNeeded).toBe(true);
      expect(await policyStatus(ctx, next.jwt)).toBe(401);
    }
    // This device keeps its trust, and the trusted list shows it alone.
    expect((await passwordFrom(ctx, user.email, here)).codeNeeded).toBe(false);
    expect((await call(ctx, 'GET', '/v1/user/trusted-devices', here, token)).json().items).toMatchObject([
      { current: true },
    ]);
    expect((await auditRows(ctx, 'security.sessions.revoke_others')).at(-1)).toMatchObject({
      actorId: user.id,
      details: { trustsEnded: 2 },
    });
  });

  it('ends the trust of every device when the password is reset through the mailed link', async () => {
    const user = await addClient(ctx);
    const phone = browser(IPHONE, '198.51.100.57');
    await signInFrom(ctx, user.email, phone);
    // Positive control: remembered, the phone skips the code until then.
    expect((await passwordFrom(ctx, user.email, phone)).codeNeeded).toBe(false);

    const reset = await resetThroughMail(ctx, user.email, 'a-reset-and-long-password');
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await passwordFrom(ctx, user.email, phone, 'a-reset-and-long-password')).codeNeeded).toBe(true);
    expect((await auditRows(ctx, 'auth.password.reset')).at(-1)).toMatchObject({
      actorId: user.id,
      details: { trustsEnded: 1 },
    });
  });

  it("ends the signed-out device's trust when one session is ended, and only that device's", async () => {
    const user = await addClient(ctx);
    const phone = browser(IPHONE, '198.51.100.55');
    const laptop = browser(WINDOWS, '198.51.100.56');
    const here = browser(WINDOWS, '203.0.113.55');
    const phoneToken = await signInFrom(ctx, user.email, phone);
    await signInFrom(ctx, user.email, laptop);
    const token = await signInFrom(ctx, user.email, here);
    const phoneSession = (await call(ctx, 'GET', '/v1/user/sessions', phone, phoneToken))
      .json()
      .items.find((session: { current: boolean }) => session.current);

    const res = await call(ctx, 'DELETE', `/v1/user/sessions/${phoneSession.id}`, here, token);
    expect(res.statusCode).toBe(200);
    const next = await passwordFrom(ctx, user.email, phone);
    expect(next.codeNeeded).toBe(true);
    expect(await policyStatus(ctx, next.jwt)).toBe(401);
    expect((await passwordFrom(ctx, user.email, laptop)).codeNeeded).toBe(false);
    expect((await passwordFrom(ctx, user.email, here)).codeNeeded).toBe(false);
    expect((await auditRows(ctx, 'security.session.revoke')).at(-1)).toMatchObject({
      actorId: user.id,
      details: { session: phoneSession.id, trustsEnded: 1 },
    });
  });

  it('lists trusted devices and revokes one: its next sign-in asks for the code again', async () => {
    const user = await addClient(ctx);
    const stranger = await addClient(ctx);
    const phone = browser(IPHONE, '198.51.100.60');
    const laptop = browser(WINDOWS, '203.0.113.60');
    await signInFrom(ctx, user.email, phone);
    const token = await signInFrom(ctx, user.email, laptop);
    const strangerToken = await signInFrom(ctx, stranger.email, browser(IPHONE, '198.51.100.61'));
    // Remembered: the phone's next sign-in skips the code.
    expect((await passwordFrom(ctx, user.email, phone)).codeNeeded).toBe(false);

    const listed = (await call(ctx, 'GET', '/v1/user/trusted-devices', laptop, token)).json().items;
    expect(listed).toEqual([
      {
        id: expect.any(String),
        device: 'iPhone',
        browser: 'Safari 17 on iOS 17.5',
        trusted_at: expect.any(String),
        last_used_at: ctx.clock().toISOString(),
        trusted_until: expect.any(String),
        current: false,
      },
      {
        id: expect.any(String),
        device: 'Windows computer',
        browser: 'Chrome 131 on Windows 10',
        trusted_at: expect.any(String),
        last_used_at: null,
        trusted_until: expect.any(String),
        current: true,
      },
    ]);
    const strangers = (await call(ctx, 'GET', '/v1/user/trusted-devices', laptop, strangerToken)).json()
      .items;
    expect(
      (await call(ctx, 'DELETE', `/v1/user/trusted-devices/${strangers[0].id}`, laptop, token)).statusCode,
    ).toBe(404);

    const res = await call(ctx, 'DELETE', `/v1/user/trusted-devices/${listed[0].id}`, laptop, token);
    expect(res.statusCode).toBe(200);
    const next = await passwordFrom(ctx, user.email, phone);
    expect(next.codeNeeded).toBe(true);
    expect(await policyStatus(ctx, next.jwt)).toBe(401);
    expect((await passwordFrom(ctx, user.email, laptop)).codeNeeded).toBe(false);
    expect(
      (await call(ctx, 'DELETE', `/v1/user/trusted-devices/${listed[0].id}`, laptop, token)).statusCode,
    ).toBe(404);
    expect((await auditRows(ctx, 'security.device.revoke')).at(-1)).toMatchObject({
      actorId: user.id,
      details: { trust: listed[0].id },
    });
  });

  it('the code step takes SPEC §7’s body alone and trusts the device, as it always did', async () => {
    const user = await addClient(ctx);
    const laptop = browser(WINDOWS, '198.51.100.72');
    await signInFrom(ctx, user.email, laptop);
    expect((await passwordFrom(ctx, user.email, laptop)).codeNeeded).toBe(false);
  });

  describe('PUT /v1/user/device/trust: the code step’s choice for this device, in a call of its own', () => {
    const choose = (b: Browser, token: string | undefined, payload: unknown) =>
      chooseFrom(ctx, b, token, payload);

    it('remember: false ends the trust of the session’s own device only, and the audit log says so', async () => {
      const user = await addClient(ctx);
      const phone = browser(IPHONE, '198.51.100.70');
      const laptop = browser(WINDOWS, '198.51.100.71');
      await signInFrom(ctx, user.email, laptop);
      const token = await signInFrom(ctx, user.email, phone);

      const res = await choose(phone, token, { remember: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ remembered: false, trusted_until: null });
      expect((await passwordFrom(ctx, user.email, phone)).codeNeeded).toBe(true);
      // Another device of the same client keeps its trust, whatever X-Device-Id this call names.
      const other = await choose({ ...phone, deviceId: laptop.deviceId }, token, { remember: false });
      expect(other.statusCode).toBe(200);
      expect((await passwordFrom(ctx, user.email, laptop)).codeNeeded).toBe(false);
      // The session signed in goes on.
      expect(await policyStatus(ctx, token)).toBe(200);
      expect((await auditRows(ctx, 'security.device.forget')).at(-1)).toMatchObject({
        actorId: user.id,
        details: { trust: expect.any(String) },
      });
    });

    it('remember: true keeps the trust the code gave and says until when; it never grants one', async () => {
      const user = await addClient(ctx);
      const phone = browser(IPHONE, '198.51.100.73');
      const token = await signInFrom(ctx, user.email, phone);
      const kept = await choose(phone, token, { remember: true });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toEqual({ remembered: true, trusted_until: expect.any(String) });
      expect((await passwordFrom(ctx, user.email, phone)).codeNeeded).toBe(false);

      // Forgotten, it is not trusted again by asking: only a second factor trusts a device.
      await choose(phone, token, { remember: false });
      expect((await choose(phone, token, { remember: true })).json()).toEqual({
        remembered: false,
        trusted_until: null,
      });
      expect((await passwordFrom(ctx, user.email, phone)).codeNeeded).toBe(true);
    });

    it('422 naming the field for anything but a boolean', async () => {
      const user = await addClient(ctx);
      const phone = browser(IPHONE, '198.51.100.74');
      const token = await signInFrom(ctx, user.email, phone);
      for (const payload of [{}, { remember: 'maybe' }, { remember: null }]) {
        const res = await choose(phone, token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.json().errors).toHaveProperty('remember');
      }
      expect((await passwordFrom(ctx, user.email, phone)).codeNeeded).toBe(false);
    });

    it('401 without a session, and for a session still waiting for its code', async () => {
      const user = await addClient(ctx);
      const phone = browser(IPHONE, '198.51.100.76');
      await signInFrom(ctx, user.email, phone);
      expect((await choose(phone, undefined, { remember: false })).statusCode).toBe(401);
      const stranger = browser(WINDOWS, '198.51.100.77');
      const pending = await passwordFrom(ctx, user.email, stranger);
      expect(pending.codeNeeded).toBe(true);
      const res = await choose({ ...stranger, deviceId: phone.deviceId }, pending.jwt, { remember: false });
      expect(res.statusCode).toBe(401);
      expect((await passwordFrom(ctx, user.email, phone)).codeNeeded).toBe(false);
    });
  });

  it('tells the code step how long a device is remembered', async () => {
    const user = await addClient(ctx);
    const { jwt } = await passwordFrom(ctx, user.email, browser(IPHONE, '198.51.100.75'));
    expect((await getWith(ctx, '/v1/user/mfa', jwt)).json()).toEqual({
      mfa_configured: true,
      device_trust_days: 30,
    });
  });

  it("shows the client's own sign-in history, newest first, with device, browser and IP, a page at a time", async () => {
    const user = await addClient(ctx);
    const stranger = await addClient(ctx);
    const phone = browser(IPHONE, '198.51.100.80');
    const laptop = browser(WINDOWS, '203.0.113.80');
    await signInFrom(ctx, stranger.email, phone);
    ctx.clock.advance(60_000);
    await signInFrom(ctx, user.email, phone);
    ctx.clock.advance(60_000);
    const wrong = await passwordFrom(ctx, user.email, laptop);
    expect((await codeFrom(ctx, laptop, wrong.jwt, wrongCode(ctx))).statusCode).toBe(422);
    ctx.clock.advance(60_000);
    const body = form({ 'LoginForm[username]': user.email, 'LoginForm[password]': 'Not-The-Password-1' });
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/create',
      payload: body.payload,
      headers: { ...body.headers, ...headersOf(laptop) },
      remoteAddress: laptop.ip,
    });
    ctx.clock.advance(60_000);
    const token = await signInFrom(ctx, user.email, laptop);
    ctx.clock.advance(60_000);
    await signInFrom(ctx, user.email, phone);

    const res = await call(ctx, 'GET', '/v1/user/sign-ins', laptop, token);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, page_size: SIGN_IN_PAGE_SIZE, total: 5, page_count: 1 });
    expect(page.items.map((e: { kind: string }) => e.kind)).toEqual([
      'signed_in_trusted_device',
      'signed_in',
      'wrong_password',
      'wrong_code',
      'signed_in',
    ]);
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      at: ctx.clock().toISOString(),
      kind: 'signed_in_trusted_device',
      ip: '198.51.100.80',
      device: 'iPhone',
      browser: 'Safari 17 on iOS 17.5',
    });
    expect(page.items[2]).toMatchObject({ ip: '203.0.113.80', device: 'Windows computer' });

    const past = (await call(ctx, 'GET', '/v1/user/sign-ins?page=2', laptop, token)).json();
    expect(past).toMatchObject({ items: [], page: 2, total: 5, page_count: 1 });
    expect((await call(ctx, 'GET', '/v1/user/sign-ins?page=0', laptop, token)).statusCode).toBe(422);
  });

  it('pages a long history, 20 events a page', async () => {
    const user = await addClient(ctx);
    const laptop = browser(WINDOWS, '203.0.113.90');
    for (let i = 0; i < SIGN_IN_PAGE_SIZE + 2; i++) {
      await signInFrom(ctx, user.email, laptop, { remember: false });
    }
    const token = await signInFrom(ctx, user.email, laptop, { remember: false });
    const first = (await call(ctx, 'GET', '/v1/user/sign-ins', laptop, token)).json();
    const second = (await call(ctx, 'GET', '/v1/user/sign-ins?page=2', laptop, token)).json();
    expect(first).toMatchObject({ total: SIGN_IN_PAGE_SIZE + 3, page_count: 2 });
    expect(first.items).toHaveLength(SIGN_IN_PAGE_SIZE);
    expect(second.items).toHaveLength(3);
    const ids = [...first.items, ...second.items].map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });
});
