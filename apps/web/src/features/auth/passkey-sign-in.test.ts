import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { fakeToken } from '@/test/tokens';
import { createLoginFlow } from './login-flow';
import { FLOW_TEXTS } from './login-steps/types';
import { signedOut, useAuthStore } from './store';

const browser = vi.hoisted(() => ({ signWithPasskey: vi.fn() }));
vi.mock('@/shared/webauthn', async (original) => ({
  ...(await original<typeof import('@/shared/webauthn')>()),
  signWithPasskey: browser.signWithPasskey,
}));

const EMAIL = 'demo@sextant.test';
const navigate = vi.fn();
const jwt = fakeToken({ vip: false });
const OPTIONS = { challenge: 'c2hhbGxvdw', allowCredentials: [{ id: 'a2V5', type: 'public-key' }] };
const ANSWER = {
  id: 'a2V5',
  rawId: 'a2V5',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

/** A flow on the code step after the password, the API answering with `routes` too. */
async function atMfa(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'POST /authentication/create': [200, { jwt, terms_accepted: true }],
    'GET /user/mfa': [200, { mfa_configured: true }],
    'POST /authentication/passkey/options': [200, OPTIONS],
    ...routes,
  });
  const flow = createLoginFlow({ step: null, navigate });
  flow.getState().submitEmail(EMAIL);
  await flow.getState().submitPassword('Demo-Password-1');
  expect(flow.getState().step).toBe('mfa');
  return { api, flow };
}

describe('the second factor by passkey', () => {
  beforeEach(() => {
    navigate.mockReset();
    browser.signWithPasskey.mockReset();
    useAuthStore.setState(signedOut);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.setState(signedOut);
  });

  it('signs the options with the mfa token, sends the answer, then the terms check and /welcome as a code does', async () => {
    browser.signWithPasskey.mockResolvedValue(ANSWER);
    const { api, flow } = await atMfa({
      'POST /authentication/passkey': [201, {}],
      'GET /user/terms': [200, { text: 'T', version: 1, terms_accepted: true }],
    });
    await flow.getState().submitPasskey();
    expect(browser.signWithPasskey).toHaveBeenCalledWith(OPTIONS);
    const [options] = api.callsTo('POST /authentication/passkey/options');
    expect(options!.headers.authorization).toBe(`Bearer ${jwt}`);
    const [answer] = api.callsTo('POST /authentication/passkey');
    expect(answer!.body).toEqual({ credential: ANSWER });
    expect(answer!.headers.authorization).toBe(`Bearer ${jwt}`);
    expect(answer!.headers['x-device-id']).toBeTruthy();
    expect(useAuthStore.getState().isLoggedIn).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/welcome');
  });

  it("stays on the code step with the server's reason when the passkey is refused", async () => {
    browser.signWithPasskey.mockResolvedValue(ANSWER);
    const refused =
      'Your passkey could not be used. Try again, or enter the code from your authenticator app.';
    const { flow } = await atMfa({
      'POST /authentication/passkey': [422, { message: refused, errors: { credential: [refused] } }],
    });
    await flow.getState().submitPasskey();
    expect(flow.getState()).toMatchObject({ step: 'mfa', error: refused, busy: false });
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says no passkey was used when the browser prompt is closed, and sends nothing', async () => {
    browser.signWithPasskey.mockRejectedValue(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    const { api, flow } = await atMfa({});
    await flow.getState().submitPasskey();
    expect(flow.getState()).toMatchObject({ step: 'mfa', error: FLOW_TEXTS.passkeyCancelled });
    expect(api.callsTo('POST /authentication/passkey')).toEqual([]);
  });
});
