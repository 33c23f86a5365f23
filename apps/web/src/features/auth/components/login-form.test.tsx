import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLOW_TEXTS } from '@/features/auth/login-steps/types';
import { LoginPage } from '@/features/auth/pages/login-page';
import { SupportPage } from '@/features/auth/pages/support-page';
import { signedOut, useAuthStore } from '@/features/auth/store';
import { TEXTS } from '@/features/auth/texts';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { fakeToken } from '@/test/tokens';

const EMAIL = 'demo@sextant.test';
const jwt = fakeToken();
const EXHAUSTED = 'Your sign-in attempts are exhausted and your account is locked.';

function renderForm(path = '/login/form') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      { path: '/login/form', Component: LoginPage },
      { path: '/support', Component: SupportPage },
      { path: '/welcome', element: <p>welcome page</p> },
      { path: '/', element: <p>landing page</p> },
    ],
    path,
    client,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const supportLink = () => screen.queryByRole('link', { name: 'Contact Support' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string, role: 'button' | 'link' = 'button') => {
  await act(async () => {
    fireEvent.click(screen.getByRole(role, { name }));
  });
};

describe('login form', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useAuthStore.setState(signedOut);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    useAuthStore.setState(signedOut);
    warn.mockRestore();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('registers the device on load (no auth) and keeps its id', async () => {
    const api = mockApi({ 'POST /device': [201, { device_id: 'x' }] });
    renderForm();
    await vi.waitFor(() => expect(api.callsTo('POST /device')).toHaveLength(1));
    const [call] = api.callsTo('POST /device');
    expect(call!.headers.authorization).toBeUndefined();
    expect(call!.body).toEqual({ device_id: expect.stringMatching(/^[0-9a-f]{32}$/), type: 'web' });
    expect(localStorage.getItem('sextant.device')).toBe((call!.body as { device_id: string }).device_id);
  });

  it('email step: label, Next, Back, Contact Support, and the address check', async () => {
    mockApi({});
    renderForm();
    expect(heading()).toBe('Sign in');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    expect(supportLink()?.getAttribute('href')).toBe('/support');
    type('Email Address', 'not an email');
    await click('Next');
    expect(screen.getByRole('alert').textContent).toBe(TEXTS.invalidLoginEmail);
    type('Email Address', EMAIL);
    await click('Next');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset Password' })).toBeTruthy();
    expect(supportLink()).toBeTruthy();
  });

  it('signs in: password, code, then /welcome (loading step in between)', async () => {
    const api = mockApi({
      'POST /authentication/create': [200, { jwt, terms_accepted: true }],
      'GET /user/mfa': [200, { mfa_configured: true }],
      'POST /authentication/mfa': [201, {}],
      'GET /user/terms': [200, { text: 'T', version: 1, terms_accepted: true }],
    });
    const router = renderForm();
    type('Email Address', EMAIL);
    await click('Next');
    type('Password', 'wrong');
    mockApi({
      'POST /authentication/create': [422, { errors: { password: ['Incorrect email or password.'] } }],
    });
    await click('Login');
    expect(screen.getByRole('alert').textContent).toBe('Incorrect password');

    vi.stubGlobal('fetch', api.fetchMock);
    type('Password', 'Demo-Password-1');
    await click('Login');
    expect(heading()).toBe('Enter verification code');
    expect(supportLink()).toBeTruthy();
    type('Verification code', '000000');
    await click('Next');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: true, token: jwt });
  });

  it('lockout shows the server message; 2-step verification unlocks, back to the email step', async () => {
    mockApi({
      'POST /authentication/create': [422, { errors: { password: [EXHAUSTED] } }],
      'POST /authentication/mfa': [
        [422, {}],
        [201, { jwt }],
      ],
    });
    renderForm();
    type('Email Address', EMAIL);
    await click('Next');
    type('Password', 'wrong');
    await click('Login');
    expect(heading()).toBe('Account locked');
    expect(screen.getByText(EXHAUSTED)).toBeTruthy();
    expect(supportLink()).toBeTruthy();
    await click('Or use 2-step verification to unlock');
    expect(heading()).toBe('Enter verification code');
    type('Verification code', '000000');
    await click('Next');
    // SPEC's words first, then the plain explanation beside them.
    expect(screen.getByRole('alert').textContent).toBe(TEXTS.invalidToken + FLOW_TEXTS.codeNotAccepted);
    type('Verification code', '123456');
    await click('Next');
    expect(screen.getByLabelText('Email Address')).toBeTruthy();
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe(EMAIL);
  });

  it('mfaSetup: instructions, QR code, secret, code field and Verify; a phone is told to use a desktop, and can set up on itself', async () => {
    const routes = {
      'POST /authentication/create': [200, { jwt, terms_accepted: false }],
      'GET /user/mfa': [
        200,
        { mfa_configured: false, otp_code: 'JBSWY3DPEHPK3PXP', image_url: 'data:image/png;base64,AAA' },
      ],
      'POST /user/mfa-verify': [422, {}],
    } as const;
    mockApi(routes);
    renderForm();
    type('Email Address', 'new@sextant.test');
    await click('Next');
    type('Password', 'Demo-Password-1');
    await click('Login');
    expect(heading()).toBe('Two-Factor Authentication');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]!.textContent).toMatch(/authenticator app/);
    expect(steps[1]!.textContent).toMatch(/Work or School/);
    expect(steps[2]!.textContent).toMatch(/QR code/);
    expect(screen.getByText('In Google Authenticator or another app, tap + and scan the code.')).toBeTruthy();
    expect(screen.getByRole('img', { name: /QR/ }).getAttribute('src')).toBe('data:image/png;base64,AAA');
    expect(screen.getByTestId('otp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.queryByRole('link', { name: 'Add to authenticator app' })).toBeNull();
    type('Verification code', '000000');
    await click('Verify');
    expect(screen.getByRole('alert').textContent).toBe(TEXTS.unableToVerify + FLOW_TEXTS.codeNotAccepted);
    cleanupAndMobile();

    mockApi(routes);
    renderForm();
    type('Email Address', 'new@sextant.test');
    await click('Next');
    type('Password', 'Demo-Password-1');
    await click('Login');
    // The phone's steps load when a phone shows them (out of the sign-in screens' start-up).
    expect(await screen.findByRole('heading', { name: 'Or set it up on this phone' })).toBeTruthy();
    expect(heading()).toBe('Two-Factor Authentication');
    expect(screen.getByText(/sign up on a desktop browser/)).toBeTruthy();
    // No QR code a phone cannot scan on its own screen: a link into the app and the key instead.
    expect(screen.queryByRole('img', { name: /QR/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add to authenticator app' }).getAttribute('href')).toBe(
      'otpauth://totp/Sextant:new%40sextant.test?issuer=Sextant&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    );
    expect(screen.getByTestId('otp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      await click('Copy key');
      expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
      expect(await screen.findByText('The key was copied.')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
    type('Verification code', '000000');
    await click('Verify');
    expect(screen.getByRole('alert').textContent).toBe(TEXTS.unableToVerify + FLOW_TEXTS.codeNotAccepted);
  });

  it('terms: a 400px scrolling box, Accept and Decline; termsRejected and back', async () => {
    useAuthStore.setState({ mfaToken: jwt, termsText: 'Terms and conditions of the portal' });
    const api = mockApi({ 'PUT /user/terms/agree': [200, { terms_accepted: true, version: 1 }] });
    const router = renderForm('/login/form?step=terms');
    expect(heading()).toBe('Terms and conditions');
    const box = screen.getByTestId('terms-text');
    expect(box.textContent).toBe('Terms and conditions of the portal');
    expect(box.className).toContain('max-h-[400px]');
    expect(box.className).toContain('overflow-y-auto');
    expect(supportLink()).toBeTruthy();
    await click('Decline');
    expect(screen.getByText('You cannot use this application without accepting the terms.')).toBeTruthy();
    expect(supportLink()).toBeTruthy();
    await click('I have changed my mind');
    await click('Accept');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(api.callsTo('PUT /user/terms/agree')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ termsAccepted: true, isLoggedIn: true });
  });

  it('reset: one method, the email check, then the countdown; Resend only at 0:00', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const api = mockApi({ 'POST /user/reset-request': [200, { message: 'ok' }] });
    renderForm('/login/form?step=resetPassword');
    expect(heading()).toBe('Password Reset');
    const method = screen.getByRole('radio', { name: 'Receive an email' }) as HTMLInputElement;
    expect(method.checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    type('Email Address', 'bad address');
    await click('Send Instructions');
    expect(screen.getByText(TEXTS.invalidResetEmail)).toBeTruthy();
    type('Email Address', EMAIL);
    await click('Send Instructions');
    expect(screen.getByText(TEXTS.instructionsSent)).toBeTruthy();
    expect(supportLink()).toBeTruthy();
    const resend = () => screen.getByRole('button', { name: 'Resend Email' }) as HTMLButtonElement;
    expect(screen.getByText('1:00')).toBeTruthy();
    expect(resend().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('0:30')).toBeTruthy();
    expect(resend().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('0:00')).toBeTruthy();
    expect(resend().disabled).toBe(false);
    await click('Resend Email');
    expect(api.callsTo('POST /user/reset-request')).toHaveLength(2);
    expect(screen.getByText('1:00')).toBeTruthy();
    expect(resend().disabled).toBe(true);
  });

  it('contact support: no Contact Support link; the reasons fetched into a native select; then the promise', async () => {
    const api = mockApi({
      'GET /user/get-contact-support-reasons': [200, ['I cannot sign in', 'My account is locked']],
      'POST /user/contact-support': [200, { message: 'ok' }],
    });
    renderForm('/support');
    expect(heading()).toBe('Contact Support');
    expect(supportLink()).toBeNull();
    const reason = screen.getByLabelText('Reason') as HTMLSelectElement;
    expect(reason.tagName).toBe('SELECT');
    expect(reason.options[0]!.textContent).toBe('Please select a reason');
    await vi.waitFor(() => expect(reason.options).toHaveLength(3));
    type('Your Name', 'Alex Morgan');
    type('Email Address', EMAIL);
    fireEvent.change(reason, { target: { value: 'My account is locked' } });
    await click('Submit');
    expect(api.callsTo('POST /user/contact-support')[0]!.body).toEqual({
      name: 'Alex Morgan',
      email: EMAIL,
      reason: 'My account is locked',
    });
    expect(screen.getByText(TEXTS.supportRequestSent)).toBeTruthy();
    expect(supportLink()).toBeNull();
  });

  it('a failed support request shows its error', async () => {
    mockApi({ 'POST /user/contact-support': [422, {}] });
    renderForm('/login/form?step=contactSupport');
    await click('Submit');
    expect(screen.getByRole('alert').textContent).toBe(TEXTS.supportFailed);
  });

  it('the loading step shows a spinner and no Contact Support link', async () => {
    mockApi({
      'POST /authentication/create': [200, { jwt, terms_accepted: true }],
      'GET /user/mfa': [200, { mfa_configured: '2' }],
      'GET /user/terms': [200, { text: 'T', version: 1, terms_accepted: true }],
    });
    const router = createMemoryRouter(
      [
        { path: '/login/form', Component: LoginPage },
        { path: '/welcome', loader: () => new Promise(() => {}), element: <p>welcome</p> },
      ],
      { initialEntries: ['/login/form'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    type('Email Address', EMAIL);
    await click('Next');
    type('Password', 'Demo-Password-1');
    await click('Login');
    expect(heading()).toBe('Signing you in');
    expect(screen.getByRole('status').textContent).toMatch(/Signing you in/);
    expect(supportLink()).toBeNull();
  });
});

function cleanupAndMobile() {
  document.body.innerHTML = '';
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  );
}
