import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { fakeToken } from '@/test/tokens';
import { createLoginFlow } from './login-flow';
import { FLOW_TEXTS, type LoginFlowOptions, STEPS } from './login-steps/types';
import { signedOut, useAuthStore } from './store';
import { TEXTS } from './texts';

const EMAIL = 'demo@sextant.test';
const navigate = vi.fn();
const jwt = fakeToken({ vip: true });
const EXHAUSTED =
  'Your sign-in attempts are exhausted and your account is locked. Unlock it with your authenticator app, reset your password or contact support.';

function flowAt(step: string | null, options: Partial<LoginFlowOptions> = {}) {
  return createLoginFlow({ step, navigate, ...options });
}

/** A flow on the password step for EMAIL. */
function atPassword() {
  const flow = flowAt(null);
  flow.getState().submitEmail(EMAIL);
  return flow;
}

const signInRoutes = {
  'POST /authentication/create': [200, { jwt, terms_accepted: true }],
} as const;

describe('login flow (SPEC §4)', () => {
  beforeEach(() => {
    navigate.mockReset();
    useAuthStore.setState(signedOut);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.setState(signedOut);
  });

  describe('email', () => {
    it("checks the address: 'Please enter a valid email address'", () => {
      const flow = flowAt(null);
      expect(flow.getState().step).toBe('email');
      for (const bad of ['', 'demo', 'demo@sextant', 'de mo@sextant.test']) {
        flow.getState().submitEmail(bad);
        expect(flow.getState()).toMatchObject({
          step: 'email',
          fieldErrors: { email: TEXTS.invalidLoginEmail },
        });
      }
      flow.getState().submitEmail(`  ${EMAIL} `);
      expect(flow.getState()).toMatchObject({ step: 'password', email: EMAIL, fieldErrors: {} });
    });
  });

  describe('password', () => {
    it("any failure: 'Incorrect password', on the same step", async () => {
      mockApi({
        'POST /authentication/create': [
          422,
          { message: 'x', errors: { password: ['Incorrect email or password.'] } },
        ],
      });
      const flow = atPassword();
      await flow.getState().submitPassword('wrong');
      expect(flow.getState()).toMatchObject({
        step: 'password',
        error: TEXTS.incorrectPassword,
        busy: false,
      });

      mockApi({ 'POST /authentication/create': [500] });
      await flow.getState().submitPassword('wrong');
      expect(flow.getState()).toMatchObject({ error: TEXTS.incorrectPassword, errorDetail: null });
    });

    it("a 503 keeps 'Incorrect password' and adds a line saying the service is briefly unavailable", async () => {
      mockApi({ 'POST /authentication/create': [503, { message: 'The service is briefly unavailable.' }] });
      const flow = atPassword();
      await flow.getState().submitPassword('Demo-Password-1');
      expect(flow.getState()).toMatchObject({
        step: 'password',
        error: TEXTS.incorrectPassword,
        errorDetail: FLOW_TEXTS.unavailable,
      });
      // Typing again and failing for another reason drops the line.
      mockApi({ 'POST /authentication/create': [422, { message: 'x', errors: { password: ['Wrong.'] } }] });
      await flow.getState().submitPassword('wrong');
      expect(flow.getState()).toMatchObject({ error: TEXTS.incorrectPassword, errorDetail: null });
    });

    it("a password message with 'exhausted' goes to lockout, showing that message", async () => {
      mockApi({
        'POST /authentication/create': [422, { message: EXHAUSTED, errors: { password: [EXHAUSTED] } }],
      });
      const flow = atPassword();
      await flow.getState().submitPassword('wrong');
      expect(flow.getState()).toMatchObject({ step: 'lockout', lockoutMessage: EXHAUSTED, error: null });
    });

    it('sends the form with bracket names and the device id, then fetches the MFA status with the token', async () => {
      const api = mockApi({ ...signInRoutes, 'GET /user/mfa': [200, { mfa_configured: true }] });
      const flow = atPassword();
      await flow.getState().submitPassword('Demo-Password-1');
      const [create, mfa] = api.calls;
      expect(create).toMatchObject({
        method: 'POST',
        path: '/authentication/create',
        body: { 'LoginForm[username]': EMAIL, 'LoginForm[password]': 'Demo-Password-1' },
      });
      expect(create!.headers['x-device-id']).toMatch(/^[\w-]{8,}$/);
      expect(create!.headers.authorization).toBeUndefined();
      expect(mfa).toMatchObject({ method: 'GET', path: '/user/mfa' });
      expect(mfa!.headers.authorization).toBe(`Bearer ${jwt}`);
      // Configured: the code step. The token is the sign-in's, not yet a session's.
      expect(flow.getState().step).toBe('mfa');
      expect(useAuthStore.getState()).toMatchObject({
        mfaToken: jwt,
        vip: true,
        isLoggedIn: false,
        token: null,
      });
    });

    it("status '2' with the terms accepted: logged in, loading, /welcome", async () => {
      const api = mockApi({
        ...signInRoutes,
        'GET /user/mfa': [200, { mfa_configured: '2' }],
        'GET /user/terms': [200, { text: 'T', version: 1, terms_accepted: true }],
      });
      const flow = atPassword();
      await flow.getState().submitPassword('Demo-Password-1');
      expect(api.callsTo('GET /terms')).toHaveLength(0);
      expect(flow.getState().step).toBe('loading');
      expect(useAuthStore.getState()).toMatchObject({
        isLoggedIn: true,
        token: jwt,
        vip: true,
        mfaToken: null,
      });
      expect(useAuthStore.getState().acceptedTerms).toEqual({ text: 'T' });
      expect(navigate).toHaveBeenCalledWith('/welcome');
    });

    it("status '2' with the terms not accepted: the latest terms, on the terms step", async () => {
      mockApi({
        ...signInRoutes,
        'GET /user/mfa': [200, { mfa_configured: '2' }],
        'GET /user/terms': [200, { text: 'Old', version: 1, terms_accepted: false }],
        'GET /terms': [200, { text: 'Latest terms', version: 2 }],
      });
      const flow = atPassword();
      await flow.getState().submitPassword('Demo-Password-1');
      expect(flow.getState().step).toBe('terms');
      expect(useAuthStore.getState()).toMatchObject({
        termsText: 'Latest terms',
        latestTerms: { text: 'Latest terms', version: 2 },
        isLoggedIn: false,
      });
      expect(navigate).not.toHaveBeenCalled();
    });

    it('any other status: mfaSetup with the secret and the QR code', async () => {
      mockApi({
        ...signInRoutes,
        'GET /user/mfa': [
          200,
          { mfa_configured: false, otp_code: 'ABCDEFGH', image_url: 'data:image/png;base64,QR' },
        ],
      });
      const flow = atPassword();
      await flow.getState().submitPassword('Demo-Password-1');
      expect(flow.getState()).toMatchObject({
        step: 'mfaSetup',
        mfaSetup: { secret: 'ABCDEFGH', qrCode: 'data:image/png;base64,QR' },
      });
    });
  });

  describe('mfa', () => {
    async function atMfa(routes: Parameters<typeof mockApi>[0]) {
      const api = mockApi({ ...signInRoutes, 'GET /user/mfa': [200, { mfa_configured: true }], ...routes });
      const flow = atPassword();
      await flow.getState().submitPassword('Demo-Password-1');
      return { api, flow };
    }

    it('201: the terms check, then login', async () => {
      const { api, flow } = await atMfa({
        'POST /authentication/mfa': [201, {}],
        'GET /user/terms': [200, { text: 'T', version: 1, terms_accepted: true }],
      });
      await flow.getState().submitMfa(' 123456 ');
      const [call] = api.callsTo('POST /authentication/mfa');
      expect(call!.body).toEqual({ 'OtpForm[otp]': '123456', username: EMAIL });
      expect(call!.headers.authorization).toBe(`Bearer ${jwt}`);
      expect(call!.headers['x-device-id']).toBeTruthy();
      expect(flow.getState().step).toBe('loading');
      expect(useAuthStore.getState().isLoggedIn).toBe(true);
      expect(navigate).toHaveBeenCalledWith('/welcome');
    });

    it('not remembering this device: the code call stays SPEC §7 exactly, the choice goes in a call of its own', async () => {
      const { api, flow } = await atMfa({
        'POST /authentication/mfa': [201, {}],
        'PUT /user/device/trust': [200, { remembered: false, trusted_until: null }],
        'GET /user/terms': [200, { text: 'T', version: 1, terms_accepted: true }],
      });
      await flow.getState().submitMfa('123456', false);
      // SPEC §7: form {OtpForm:{otp}, username}, X-Device-Id, the mfa bearer token; nothing else.
      const [call] = api.callsTo('POST /authentication/mfa');
      expect(call!.body).toEqual({ 'OtpForm[otp]': '123456', username: EMAIL });
      expect(call!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(call!.headers.authorization).toBe(`Bearer ${jwt}`);
      expect(call!.headers['x-device-id']).toBeTruthy();
      // The choice, after the code, on the same token and device.
      const [choice] = api.callsTo('PUT /user/device/trust');
      expect(choice!.body).toEqual({ remember: false });
      expect(choice!.headers.authorization).toBe(`Bearer ${jwt}`);
      expect(choice!.headers['x-device-id']).toBe(call!.headers['x-device-id']);
      // The session's own loads (SPEC §4: the cache setting, the user, the firm; as many as stores are
      // registered) may follow the sign-in: the flow's calls are the last three of the rest.
      const sessionLoads = ['GET /system/cache', 'GET /client', 'GET /firm'];
      const calls = api.calls.map((c) => `${c.method} ${c.path}`).filter((c) => !sessionLoads.includes(c));
      expect(calls.slice(-3)).toEqual([
        'POST /authentication/mfa',
        'PUT /user/device/trust',
        'GET /user/terms',
      ]);
      expect(navigate).toHaveBeenCalledWith('/welcome');
    });

    it('remembered (the default): no call but the code', async () => {
      const { api, flow } = await atMfa({
        'POST /authentication/mfa': [201, {}],
        'GET /user/terms': [200, { text: 'T', version: 1, terms_accepted: true }],
      });
      await flow.getState().submitMfa('123456', true);
      expect(api.callsTo('PUT /user/device/trust')).toEqual([]);
      expect(navigate).toHaveBeenCalledWith('/welcome');
    });

    it('the choice not sent: says so and stays; Next again sends the choice alone, not the used code', async () => {
      const { api, flow } = await atMfa({
        'POST /authentication/mfa': [201, {}],
        'PUT /user/device/trust': [[503], [200, { remembered: false, trusted_until: null }]],
        'GET /user/terms': [200, { text: 'T', version: 1, terms_accepted: true }],
      });
      await flow.getState().submitMfa('123456', false);
      expect(flow.getState()).toMatchObject({ step: 'mfa', error: FLOW_TEXTS.deviceNotForgotten });
      expect(useAuthStore.getState().isLoggedIn).toBe(false);

      await flow.getState().submitMfa('123456', false);
      expect(api.callsTo('POST /authentication/mfa')).toHaveLength(1);
      expect(api.callsTo('PUT /user/device/trust')).toHaveLength(2);
      expect(useAuthStore.getState().isLoggedIn).toBe(true);
      expect(navigate).toHaveBeenCalledWith('/welcome');
    });

    it("failure: 'Invalid token, please try again'", async () => {
      const { flow } = await atMfa({
        'POST /authentication/mfa': [422, { message: 'Invalid token, please try again.' }],
      });
      await flow.getState().submitMfa('000000');
      expect(flow.getState()).toMatchObject({ step: 'mfa', error: TEXTS.invalidToken });
      expect(useAuthStore.getState().isLoggedIn).toBe(false);
    });

    it('terms not accepted after the code: the terms step', async () => {
      const { flow } = await atMfa({
        'POST /authentication/mfa': [201, {}],
        'GET /user/terms': [200, { text: 'T', version: 1, terms_accepted: false }],
        'GET /terms': [200, { text: 'T2', version: 2 }],
      });
      await flow.getState().submitMfa('123456');
      expect(flow.getState().step).toBe('terms');
    });
  });

  describe('mfaSetup', () => {
    async function atSetup(routes: Parameters<typeof mockApi>[0]) {
      const api = mockApi({
        ...signInRoutes,
        'GET /user/mfa': [200, { mfa_configured: false, otp_code: 'S', image_url: 'Q' }],
        ...routes,
      });
      const flow = atPassword();
      await flow.getState().submitPassword('Demo-Password-1');
      return { api, flow };
    }

    it('Verify: 201, then (terms check) login', async () => {
      const { api, flow } = await atSetup({
        'POST /user/mfa-verify': [201, {}],
        'GET /user/terms': [200, { text: 'T', version: 1, terms_accepted: true }],
      });
      await flow.getState().submitMfaSetup('654321');
      const [call] = api.callsTo('POST /user/mfa-verify');
      expect(call!.body).toEqual({ 'OtpForm[otp]': '654321' });
      expect(call!.headers.authorization).toBe(`Bearer ${jwt}`);
      expect(flow.getState().step).toBe('loading');
      expect(navigate).toHaveBeenCalledWith('/welcome');
    });

    it("failure: 'Unable to verify OTP'", async () => {
      const { flow } = await atSetup({ 'POST /user/mfa-verify': [422, { message: 'Unable to verify OTP' }] });
      await flow.getState().submitMfaSetup('000000');
      expect(flow.getState()).toMatchObject({ step: 'mfaSetup', error: TEXTS.unableToVerify });
    });
  });

  describe('lockout and mfaUnlock', () => {
    it('lockout → mfaUnlock; a jwt in the answer returns to the email step', async () => {
      const api = mockApi({
        'POST /authentication/create': [422, { errors: { password: [EXHAUSTED] } }],
        'POST /authentication/mfa': [
          [422, { message: 'Invalid token, please try again.' }],
          [201, { jwt: fakeToken() }],
        ],
      });
      const flow = atPassword();
      await flow.getState().submitPassword('x');
      flow.getState().go('mfaUnlock');
      expect(flow.getState().step).toBe('mfaUnlock');

      await flow.getState().submitUnlock('000000');
      expect(flow.getState()).toMatchObject({ step: 'mfaUnlock', error: TEXTS.invalidToken });

      await flow.getState().submitUnlock('123456');
      const call = api.callsTo('POST /authentication/mfa')[1]!;
      expect(call.body).toEqual({ 'OtpForm[otp]': '123456', username: EMAIL, unlock: 'true' });
      expect(call.headers.authorization).toBeUndefined();
      expect(flow.getState()).toMatchObject({
        step: 'email',
        email: EMAIL,
        notice: FLOW_TEXTS.unlocked,
        error: null,
      });
      // Unlocking signs nobody in.
      expect(useAuthStore.getState().isLoggedIn).toBe(false);
    });

    it('an answer without a jwt is a failure', async () => {
      mockApi({ 'POST /authentication/mfa': [201, {}] });
      const flow = flowAt('mfaUnlock', { email: EMAIL });
      await flow.getState().submitUnlock('123456');
      expect(flow.getState()).toMatchObject({ step: 'mfaUnlock', error: TEXTS.invalidToken });
    });

    it('opened by its address, the unlock step asks for the email too', async () => {
      mockApi({ 'POST /authentication/mfa': [201, { jwt: 'j' }] });
      const flow = flowAt('mfaUnlock');
      await flow.getState().submitUnlock('123456', 'nope');
      expect(flow.getState().fieldErrors.email).toBe(TEXTS.invalidLoginEmail);
      await flow.getState().submitUnlock('123456', EMAIL);
      expect(flow.getState()).toMatchObject({ step: 'email', email: EMAIL });
    });
  });

  describe('terms', () => {
    beforeEach(() => {
      useAuthStore.setState({ mfaToken: jwt, termsText: 'Terms' });
    });

    it('Accept: the local flag, the agree call, login and /welcome', async () => {
      const api = mockApi({ 'PUT /user/terms/agree': [200, { terms_accepted: true, version: 1 }] });
      const flow = flowAt('terms');
      expect(flow.getState().step).toBe('terms');
      await flow.getState().acceptTerms();
      expect(api.callsTo('PUT /user/terms/agree')[0]!.headers.authorization).toBe(`Bearer ${jwt}`);
      expect(useAuthStore.getState()).toMatchObject({ termsAccepted: true, isLoggedIn: true, token: jwt });
      expect(flow.getState().step).toBe('loading');
      expect(navigate).toHaveBeenCalledWith('/welcome');
    });

    it('a failed agree call keeps the user on the terms', async () => {
      mockApi({ 'PUT /user/terms/agree': [500] });
      const flow = flowAt('terms');
      await flow.getState().acceptTerms();
      expect(flow.getState()).toMatchObject({ step: 'terms', error: FLOW_TEXTS.termsNotRecorded });
      expect(useAuthStore.getState()).toMatchObject({ termsAccepted: false, isLoggedIn: false });
      expect(navigate).not.toHaveBeenCalled();
    });

    it('Decline → termsRejected; I have changed my mind → terms', () => {
      const flow = flowAt('terms');
      flow.getState().declineTerms();
      expect(flow.getState().step).toBe('termsRejected');
      flow.getState().reconsiderTerms();
      expect(flow.getState().step).toBe('terms');
    });
  });

  describe('reset', () => {
    it("an invalid email: 'Invalid email address'; a valid one: instructionsSent and the countdown starts", async () => {
      let now = 1_000;
      const api = mockApi({ 'POST /user/reset-request': [200, { message: 'sent' }] });
      const flow = flowAt('resetPassword', { now: () => now });
      expect(flow.getState().step).toBe('resetPassword');
      await flow.getState().requestReset('nobody');
      expect(flow.getState()).toMatchObject({
        step: 'resetPassword',
        fieldErrors: { email: TEXTS.invalidResetEmail },
      });
      expect(api.calls).toHaveLength(0);

      await flow.getState().requestReset(EMAIL);
      expect(api.calls[0]!.body).toEqual({ 'LoginForm[email]': EMAIL });
      expect(flow.getState()).toMatchObject({ step: 'instructionsSent', instructionsSentAt: 1_000 });

      now = 70_000;
      await flow.getState().resendReset();
      expect(api.calls).toHaveLength(2);
      expect(flow.getState()).toMatchObject({ step: 'instructionsSent', instructionsSentAt: 70_000 });
    });

    it("a failed request: 'Could not send reset'", async () => {
      mockApi({ 'POST /user/reset-request': [500] });
      const flow = flowAt('resetPassword');
      await flow.getState().requestReset(EMAIL);
      expect(flow.getState()).toMatchObject({ step: 'resetPassword', error: TEXTS.couldNotSendReset });
    });
  });

  describe('create password', () => {
    it('checks length, then the confirmation, before calling', async () => {
      const api = mockApi({});
      const flow = flowAt('createPassword', { resetCode: 'code-123' });
      expect(flow.getState().step).toBe('createPassword');
      await flow.getState().createPassword('short', 'short');
      expect(flow.getState().fieldErrors).toEqual({ password: TEXTS.passwordTooShort });
      await flow.getState().createPassword('long-enough-1', 'long-enough-2');
      expect(flow.getState().fieldErrors).toEqual({ repeatPassword: TEXTS.passwordsDoNotMatch });
      expect(api.calls).toHaveLength(0);
    });

    it('success returns to the email step (a navigation to /login/form)', async () => {
      const api = mockApi({ 'POST /user/set-password': [200, { message: 'ok' }] });
      const flow = flowAt('createPassword', { resetCode: 'code-123', email: 'ivan@sextant.test' });
      await flow.getState().createPassword('long-enough-1', 'long-enough-1');
      expect(api.calls[0]!.body).toEqual({
        'LoginForm[password]': 'long-enough-1',
        'LoginForm[repeat_password]': 'long-enough-1',
        'LoginForm[code]': 'code-123',
      });
      expect(navigate).toHaveBeenCalledWith('/login/form', {
        email: 'ivan@sextant.test',
        notice: FLOW_TEXTS.passwordSet,
      });
      expect(useAuthStore.getState().resetCode).toBeNull();
    });

    it('422: the field errors go with the password, the message is the general error', async () => {
      mockApi({
        'POST /user/set-password': [
          422,
          {
            message: 'The data you sent is not valid.',
            errors: { password: ['This password is too common.'] },
          },
        ],
      });
      const flow = flowAt('createPassword', { resetCode: 'code-123' });
      await flow.getState().createPassword('password123', 'password123');
      expect(flow.getState()).toMatchObject({
        error: 'The data you sent is not valid.',
        fieldErrors: { password: 'This password is too common.' },
      });
    });

    it('422 for the link itself (a truncated code): its message is the general error, not a password one', async () => {
      const incomplete = 'This link is incomplete. Open it again from your email, or ask for a new one.';
      mockApi({
        'POST /user/set-password': [
          422,
          { message: 'The data you sent is not valid.', errors: { code: [incomplete] } },
        ],
      });
      const flow = flowAt('createPassword', { resetCode: 'short' });
      await flow.getState().createPassword('long-enough-1', 'long-enough-1');
      expect(flow.getState()).toMatchObject({ error: incomplete, fieldErrors: {} });
    });

    it("anything else: 'Password not set'", async () => {
      mockApi({ 'POST /user/set-password': [500] });
      const flow = flowAt('createPassword', { resetCode: 'code-123' });
      await flow.getState().createPassword('long-enough-1', 'long-enough-1');
      expect(flow.getState()).toMatchObject({ step: 'createPassword', error: TEXTS.passwordNotSet });
    });
  });

  describe('support', () => {
    it('success moves to supportRequestSent; failure shows the error', async () => {
      const api = mockApi({ 'POST /user/contact-support': [[500], [200, { message: 'ok' }]] });
      const flow = flowAt('contactSupport');
      const request = { name: 'Alex', email: EMAIL, reason: 'My account is locked' };
      await flow.getState().submitSupport(request);
      expect(flow.getState()).toMatchObject({ step: 'contactSupport', error: TEXTS.supportFailed });
      await flow.getState().submitSupport(request);
      expect(api.calls[1]!.body).toEqual(request);
      expect(flow.getState()).toMatchObject({ step: 'supportRequestSent', error: null });
    });
  });

  describe('?step=', () => {
    it('opens the steps that need nothing before them; the others start at email', () => {
      for (const step of ['email', 'resetPassword', 'contactSupport', 'mfaUnlock']) {
        expect(flowAt(step).getState().step, step).toBe(step);
      }
      for (const step of [
        'password',
        'mfa',
        'mfaSetup',
        'terms',
        'termsRejected',
        'createPassword',
        'lockout',
        'loading',
        // Both would say something was sent when nothing was.
        'instructionsSent',
        'supportRequestSent',
        'nonsense',
        null,
      ]) {
        expect(flowAt(step).getState().step, String(step)).toBe('email');
      }
      expect(flowAt('password', { email: EMAIL }).getState().step).toBe('password');
      expect(STEPS).toHaveLength(14);
    });
  });
});
