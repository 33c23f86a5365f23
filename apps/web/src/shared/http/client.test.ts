import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { expiredToken, fakeToken } from '@/test/tokens';
import { api } from './api';
import { formBody, HttpError, setNavigator, setSessionSource } from './client';

const navigate = vi.fn();
let token: string | null = null;
let signedIn = false;

function at(path: string) {
  window.history.replaceState(null, '', path);
}

describe('http client', () => {
  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    token = null;
    signedIn = false;
    setSessionSource({ token: () => token, signedIn: () => signedIn });
    at('/');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    at('/');
  });

  it('asks for JSON under /v1 and sends the session token as the bearer token', async () => {
    token = fakeToken();
    signedIn = true;
    const server = mockApi({ 'GET /policy': [200, { items: [] }] });
    expect(await api.GET('/policy')).toEqual({ items: [] });
    expect(server.fetchMock.mock.calls[0]![0]).toBe('/v1/policy');
    expect(server.calls[0]!.headers).toMatchObject({
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    });
  });

  it('sends a given token instead (the mfa token), or none', async () => {
    token = fakeToken();
    const server = mockApi({
      'GET /user/mfa': [200, { mfa_configured: true }],
      'GET /user/get-contact-support-reasons': [200, []],
    });
    const mfaToken = fakeToken({ sid: 'pending' });
    await api.GET('/user/mfa', { token: mfaToken });
    await api.GET('/user/get-contact-support-reasons', { token: null });
    expect(server.calls[0]!.headers.authorization).toBe(`Bearer ${mfaToken}`);
    expect(server.calls[1]!.headers.authorization).toBeUndefined();
  });

  it('posts forms with bracket names, url-encoded', async () => {
    const server = mockApi({ 'POST /authentication/mfa': [201, {}] });
    await api.POST('/authentication/mfa', {
      body: { OtpForm: { otp: '123456' }, username: 'a@b.co', unlock: true },
      form: true,
    });
    expect(server.calls[0]!.body).toEqual({ 'OtpForm[otp]': '123456', username: 'a@b.co', unlock: 'true' });
    expect(formBody({ LoginForm: { username: 'a b@c.d', password: 'p&q=' } }).toString()).toBe(
      'LoginForm%5Busername%5D=a+b%40c.d&LoginForm%5Bpassword%5D=p%26q%3D',
    );
    expect(formBody({ a: null, b: undefined, c: { d: 1 } }).toString()).toBe('c%5Bd%5D=1');
  });

  it('sends JSON bodies and reads empty answers as undefined', async () => {
    const server = mockApi({ 'DELETE /user/mfa-delete': [200] });
    expect(
      await api.DELETE('/user/mfa-delete', { body: { LoginForm: { current_password: 'pw' } } }),
    ).toBeUndefined();
    expect(server.calls[0]!.headers['content-type']).toBe('application/json');
    expect(server.calls[0]!.body).toEqual({ LoginForm: { current_password: 'pw' } });
  });

  it('throws a typed error with the status, the message and the field errors', async () => {
    mockApi({
      'POST /authentication/create': [
        422,
        { message: 'Incorrect email or password.', errors: { password: ['Incorrect email or password.'] } },
      ],
    });
    const error = await api
      .POST('/authentication/create', {
        body: { LoginForm: { username: 'a@b.co', password: 'x' } },
        form: true,
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      statusText: 'Unprocessable Entity',
      message: 'Incorrect email or password.',
    });
    expect((error as HttpError).field('password')).toBe('Incorrect email or password.');
    expect((error as HttpError).field('email')).toBeUndefined();
  });

  describe('expiry (SPEC §4)', () => {
    it('before a call with an expired token on /tabs or /welcome: no call, and off to /logout', async () => {
      token = expiredToken();
      signedIn = true;
      const server = mockApi({ 'GET /policy': [200, { items: [] }] });
      for (const path of ['/tabs/policies', '/welcome']) {
        at(path);
        await expect(api.GET('/policy')).rejects.toMatchObject({ status: 401, expired: true });
      }
      expect(server.calls).toHaveLength(0);
      expect(navigate).toHaveBeenCalledTimes(2);
      expect(navigate).toHaveBeenCalledWith('/logout');
    });

    it('the back office is a signed-in screen too: an expired token on /admin goes to /logout', async () => {
      token = fakeToken({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 });
      signedIn = true;
      at('/admin/clients');
      const server = mockApi({ 'GET /admin/me': [200, {}] });
      await expect(api.GET('/admin/me')).rejects.toMatchObject({ status: 401, expired: true });
      expect(server.calls).toHaveLength(0);
      expect(navigate).toHaveBeenCalledWith('/logout');
    });

    it('elsewhere an expired token is sent as it is (the server decides)', async () => {
      token = expiredToken();
      at('/login/form');
      const server = mockApi({ 'GET /user/mfa': [200, { mfa_configured: true }] });
      await api.GET('/user/mfa');
      expect(server.calls).toHaveLength(1);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('a call without a token goes out from the public screens only', async () => {
      const server = mockApi({ 'GET /system/cache': [200, { enabled: true, max_age_seconds: 60 }] });
      at('/login/form');
      await api.GET('/system/cache');
      expect(server.calls).toHaveLength(1);
      // A signed-in screen still open while logout clears the session: its refetches are not sent.
      at('/tabs/account');
      await expect(api.GET('/system/cache')).rejects.toMatchObject({ status: 401, expired: true });
      expect(server.calls).toHaveLength(1);
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  describe('a failed call while signed in (SPEC §4)', () => {
    it('asks authentication/check; a 401 answer sends the user to /logout', async () => {
      token = fakeToken();
      signedIn = true;
      const server = mockApi({
        'GET /policy': [401, { message: 'Unauthorized' }],
        'GET /authentication/check': [401],
      });
      await expect(api.GET('/policy')).rejects.toMatchObject({ status: 401 });
      expect(server.callsTo('GET /authentication/check')).toHaveLength(1);
      expect(server.callsTo('GET /authentication/check')[0]!.headers.authorization).toBe(`Bearer ${token}`);
      expect(navigate).toHaveBeenCalledWith('/logout');
    });

    it('a live session stays: the check answers 200', async () => {
      token = fakeToken();
      signedIn = true;
      const server = mockApi({
        'GET /insights/categories': [404],
        'GET /authentication/check': [200, { status: 'ok' }],
      });
      await expect(api.GET('/insights/categories')).rejects.toMatchObject({ status: 404 });
      expect(server.callsTo('GET /authentication/check')).toHaveLength(1);
      expect(navigate).not.toHaveBeenCalled();
    });

    it("the status text 'Unauthorized' alone is enough", async () => {
      token = fakeToken();
      signedIn = true;
      mockApi({
        'GET /policy': [500],
        'GET /authentication/check': () => [401],
      });
      await expect(api.GET('/policy')).rejects.toBeInstanceOf(HttpError);
      expect(navigate).toHaveBeenCalledWith('/logout');
    });

    it('no check while signing in (not signed in yet), for calls that opt out, or when already on /logout', async () => {
      token = fakeToken();
      const server = mockApi({
        'POST /authentication/create': [422, {}],
        'POST /authentication/logout': [401],
        'GET /authentication/check': [401],
      });
      await expect(
        api.POST('/authentication/create', {
          body: { LoginForm: { username: 'a', password: 'b' } },
          form: true,
        }),
      ).rejects.toBeInstanceOf(HttpError);
      signedIn = true;
      await expect(api.POST('/authentication/logout', { skipSessionCheck: true })).rejects.toBeInstanceOf(
        HttpError,
      );
      expect(server.callsTo('GET /authentication/check')).toHaveLength(0);

      at('/logout');
      mockApi({ 'GET /policy': [401], 'GET /authentication/check': [401] });
      await expect(api.GET('/policy')).rejects.toBeInstanceOf(HttpError);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('failures at the same time share one check', async () => {
      token = fakeToken();
      signedIn = true;
      const server = mockApi({
        'GET /policy': [500],
        'GET /firm': [500],
        'GET /authentication/check': [200, { status: 'ok' }],
      });
      await Promise.allSettled([api.GET('/policy'), api.GET('/firm')]);
      expect(server.callsTo('GET /authentication/check')).toHaveLength(1);
    });
  });
});
