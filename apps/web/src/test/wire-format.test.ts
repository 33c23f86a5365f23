import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateClient } from '@/features/account/api/update-client';
import { agreeTerms } from '@/features/auth/api/agree-terms';
import { changePassword } from '@/features/auth/api/change-password';
import { contactSupport } from '@/features/auth/api/contact-support';
import { createSession } from '@/features/auth/api/create-session';
import { deleteMfa } from '@/features/auth/api/delete-mfa';
import { getInvite } from '@/features/auth/api/get-invite';
import { getLatestTerms } from '@/features/auth/api/get-latest-terms';
import { getMfaStatus } from '@/features/auth/api/get-mfa-status';
import { getSupportReasons } from '@/features/auth/api/get-support-reasons';
import { getUserTerms } from '@/features/auth/api/get-user-terms';
import { logout } from '@/features/auth/api/logout';
import { registerDevice } from '@/features/auth/api/register-device';
import { requestReset } from '@/features/auth/api/request-reset';
import { setPassword } from '@/features/auth/api/set-password';
import { unlockAccount } from '@/features/auth/api/unlock-account';
import { verifyMfa } from '@/features/auth/api/verify-mfa';
import { verifyMfaSetup } from '@/features/auth/api/verify-mfa-setup';
import { getPanel } from '@/features/due-diligence/api/get-panel';
import { getProviderReport } from '@/features/due-diligence/api/get-provider-report';
import { getReport } from '@/features/due-diligence/api/get-report';
import { getReports } from '@/features/due-diligence/api/get-reports';
import { getProvider } from '@/features/information/api/get-provider';
import { getInsight } from '@/features/insights/api/get-insight';
import { getInsightAuthors } from '@/features/insights/api/get-insight-authors';
import { getInsightCategories } from '@/features/insights/api/get-insight-categories';
import { insightsQuery } from '@/features/insights/api/get-insights';
import { likeInsight } from '@/features/insights/api/like-insight';
import { getLatestValuation } from '@/features/policies/api/get-latest-valuation';
import { getPolicies } from '@/features/policies/api/get-policies';
import { getPolicy } from '@/features/policies/api/get-policy';
import { getValuationGraph } from '@/features/policies/api/get-valuation-graph';
import { getFirm } from '@/shared/api/firm';
import { getClient } from '@/shared/api/get-client';
import { getMessageThreads } from '@/shared/api/get-message-threads';
import { getNotificationPage } from '@/shared/api/get-notifications';
import { getProviderPolicies } from '@/shared/api/get-provider-policies';
import { getProviders } from '@/shared/api/get-providers';
import { markNotificationRead } from '@/shared/api/mark-notification-read';
import { setNavigator, setSessionSource } from '@/shared/http/client';
import { deviceId } from '@/shared/http/device-id';
import { downloadFile } from '@/shared/http/save-file';
import { loadCacheSetting } from '@/shared/query/query-client';
import { fakeToken } from './tokens';

/**
 * SPEC §7 "The calls it makes", pinned as they go on the wire: method, full URL, every header, and the
 * body as sent. The server accepts JSON as well as forms, so only these tests notice a form turned JSON.
 */

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

const ORIGIN = window.location.origin;
const SESSION = fakeToken({ sid: 'session' });
const MFA = fakeToken({ sid: 'pending' });
const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

let sent: Sent[];
let answer: { status: number; body?: unknown };
/** Answers for the calls to come, in turn; once used up, `answer`. */
let answers: { status: number; body?: unknown }[];

/** What fetch was asked to send, read as a Request would send it (relative URLs against the page). */
async function record(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request =
    input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), ORIGIN), init);
  sent.push({
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers.entries()),
    body: await request.text(),
  });
  const { status, body } = answers.shift() ?? answer;
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function only(): Sent {
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

/** The headers every call carries, and the bearer token when one is sent. */
const base = (token?: string) => ({
  accept: 'application/json',
  'x-device-id': deviceId(),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

const P = '0b1e8c52-6c7e-4d52-9f4a-1c2d3e4f5a6b';
const Q = '7f6e5d4c-3b2a-4c1d-8e9f-a0b1c2d3e4f5';

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: {} };
  answers = [];
  vi.stubGlobal('fetch', vi.fn(record));
  setNavigator(() => {});
  setSessionSource({ token: () => SESSION, signedIn: () => true });
  window.history.replaceState(null, '', '/tabs/policies');
});

afterEach(() => {
  setSessionSource({ token: () => null, signedIn: () => false });
  window.history.replaceState(null, '', '/');
});

describe('SPEC §7 wire format', () => {
  it('POST /v1/device: json {device_id, type}, no auth', async () => {
    await registerDevice();
    expect(only()).toEqual({
      method: 'POST',
      url: `${ORIGIN}/v1/device`,
      headers: { ...base(), 'content-type': 'application/json' },
      body: JSON.stringify({ device_id: deviceId(), type: 'web' }),
    });
  });

  it('GET /v1/provider: the list', async () => {
    answer = { status: 200, body: { items: [{ uuid: P }] } };
    expect(await getProviders()).toEqual([{ uuid: P }]);
    expect(only()).toEqual({ method: 'GET', url: `${ORIGIN}/v1/provider`, headers: base(SESSION), body: '' });
  });

  it('GET /v1/provider/{id}/view', async () => {
    await getProvider(P);
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/provider/${P}/view`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('GET /v1/provider/my-policies?uuid={id}: response.policies', async () => {
    answer = { status: 200, body: { policies: [{ uuid: Q }] } };
    expect(await getProviderPolicies(P)).toEqual([{ uuid: Q }]);
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/provider/my-policies?uuid=${P}`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('GET /v1/due-diligence: the list', async () => {
    answer = { status: 200, body: { items: [] } };
    expect(await getReports()).toEqual([]);
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/due-diligence`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('GET /v1/due-diligence/{id}/view', async () => {
    await getReport(P);
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/due-diligence/${P}/view`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('GET the panel link: panel entries', async () => {
    answer = { status: 200, body: { items: [{ uuid: Q }] } };
    expect(await getPanel(`/v1/due-diligence/${P}/panel`)).toEqual([{ uuid: Q }]);
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/due-diligence/${P}/panel`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('GET /v1/due-diligence/{id}/provider/{providerId}', async () => {
    await getProviderReport(P, Q);
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/due-diligence/${P}/provider/${Q}`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('GET /v1/firm: the firm record', async () => {
    answer = { status: 200, body: { name: 'Firm' } };
    expect(await getFirm()).toEqual({ name: 'Firm' });
    expect(only()).toEqual({ method: 'GET', url: `${ORIGIN}/v1/firm`, headers: base(SESSION), body: '' });
  });

  it('GET /v1/insights with InsightSearch[categories] and InsightSearch[writer]; paging follows next', async () => {
    const next = `/v1/insights?InsightSearch%5Bcategories%5D=1%2C3&InsightSearch%5Bwriter%5D=2&page=2`;
    answers = [
      { status: 200, body: { items: [], _links: { next: { href: next } } } },
      { status: 200, body: { items: [], _links: {} } },
    ];
    await new QueryClient().fetchInfiniteQuery({
      ...insightsQuery({ categories: [3, 1], writer: 2 }),
      pages: 2,
    });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET ${ORIGIN}/v1/insights?InsightSearch%5Bcategories%5D=1%2C3&InsightSearch%5Bwriter%5D=2`,
      `GET ${ORIGIN}${next}`,
    ]);
    for (const call of sent) expect(call.headers).toEqual(base(SESSION));
  });

  it('GET /v1/insights without a filter has no query', async () => {
    answer = { status: 200, body: { items: [], _links: {} } };
    await new QueryClient().fetchInfiniteQuery(insightsQuery({ categories: [], writer: null }));
    expect(only().url).toBe(`${ORIGIN}/v1/insights`);
  });

  it('POST /v1/insights/{id}/like: no body, no content type; the new count', async () => {
    answer = { status: 200, body: { like_count: 8 } };
    expect(await likeInsight(P)).toEqual({ like_count: 8 });
    expect(only()).toEqual({
      method: 'POST',
      url: `${ORIGIN}/v1/insights/${P}/like`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('GET /v1/insights/categories and /v1/insights/authors: id-to-name maps', async () => {
    answer = { status: 200, body: { 1: 'Pensions' } };
    expect(await getInsightCategories()).toEqual({ 1: 'Pensions' });
    expect(await getInsightAuthors()).toEqual({ 1: 'Pensions' });
    expect(sent).toEqual([
      { method: 'GET', url: `${ORIGIN}/v1/insights/categories`, headers: base(SESSION), body: '' },
      { method: 'GET', url: `${ORIGIN}/v1/insights/authors`, headers: base(SESSION), body: '' },
    ]);
  });

  it('GET /v1/insights/{id}', async () => {
    answer = { status: 200, body: { uuid: P, like_count: 2 } };
    expect(await getInsight(P)).toEqual({ uuid: P, likes: 2 });
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/insights/${P}`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('GET /v1/notification?page={n}', async () => {
    await getNotificationPage(3);
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/notification?page=3`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('PUT /v1/notification?uuid={id}: no body', async () => {
    await markNotificationRead(P);
    expect(only()).toEqual({
      method: 'PUT',
      url: `${ORIGIN}/v1/notification?uuid=${P}`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('GET /v1/policy: {items}', async () => {
    answer = { status: 200, body: { items: [] } };
    expect(await getPolicies()).toEqual({ items: [] });
    expect(only()).toEqual({ method: 'GET', url: `${ORIGIN}/v1/policy`, headers: base(SESSION), body: '' });
  });

  it('GET /v1/policy/{id}/view', async () => {
    await getPolicy(P);
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/policy/${P}/view`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('GET the valuation-latest link', async () => {
    answer = { status: 200, body: { uuid: P } };
    expect(await getLatestValuation(`/v1/policy/${P}/valuation/latest`)).toEqual({ uuid: P });
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/policy/${P}/valuation/latest`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('GET the graph link with ?date_range=', async () => {
    for (const range of ['three_months', 'six_months', 'one_year', 'two_years'] as const) {
      await getValuationGraph(`/v1/policy/${P}/valuation/graph`, range);
    }
    expect(sent.map((call) => call.url)).toEqual(
      ['three_months', 'six_months', 'one_year', 'two_years'].map(
        (range) => `${ORIGIN}/v1/policy/${P}/valuation/graph?date_range=${range}`,
      ),
    );
    for (const call of sent) expect(call).toMatchObject({ method: 'GET', headers: base(SESSION), body: '' });
  });

  it('GET /v1/client: the profile', async () => {
    await getClient();
    expect(only()).toEqual({ method: 'GET', url: `${ORIGIN}/v1/client`, headers: base(SESSION), body: '' });
  });

  it('PUT /v1/client: json {changedFields}', async () => {
    await updateClient({ telephone: { mobile_number: '07700 900123' } });
    expect(only()).toEqual({
      method: 'PUT',
      url: `${ORIGIN}/v1/client`,
      headers: { ...base(SESSION), 'content-type': 'application/json' },
      body: '{"changedFields":{"telephone":{"mobile_number":"07700 900123"}}}',
    });
  });

  it('POST /v1/user/password: form LoginForm[current_password, password, repeat_password]', async () => {
    await changePassword('old pw', 'new&pw=1', 'new&pw=1');
    expect(only()).toEqual({
      method: 'POST',
      url: `${ORIGIN}/v1/user/password`,
      headers: { ...base(SESSION), 'content-type': FORM },
      body:
        'LoginForm%5Bcurrent_password%5D=old+pw&LoginForm%5Bpassword%5D=new%26pw%3D1' +
        '&LoginForm%5Brepeat_password%5D=new%26pw%3D1',
    });
  });

  it('POST /v1/authentication/create: form LoginForm[username, password], X-Device-Id, no auth', async () => {
    answer = { status: 200, body: { jwt: MFA, terms_accepted: true } };
    expect(await createSession('a@b.co', 'pw')).toEqual({ jwt: MFA, terms_accepted: true });
    expect(only()).toEqual({
      method: 'POST',
      url: `${ORIGIN}/v1/authentication/create`,
      headers: { ...base(), 'content-type': FORM },
      body: 'LoginForm%5Busername%5D=a%40b.co&LoginForm%5Bpassword%5D=pw',
    });
  });

  it('POST /v1/authentication/mfa: form OtpForm[otp] and username, X-Device-Id, the mfa bearer token', async () => {
    answer = { status: 201, body: {} };
    await verifyMfa(MFA, 'a@b.co', '123456');
    expect(only()).toEqual({
      method: 'POST',
      url: `${ORIGIN}/v1/authentication/mfa`,
      headers: { ...base(MFA), 'content-type': FORM },
      body: 'OtpForm%5Botp%5D=123456&username=a%40b.co',
    });
  });

  it('POST /v1/authentication/mfa to unlock: unlock=true, no auth; success has jwt', async () => {
    answer = { status: 200, body: { jwt: MFA } };
    expect(await unlockAccount('a@b.co', '123456')).toEqual({ jwt: MFA });
    expect(only()).toEqual({
      method: 'POST',
      url: `${ORIGIN}/v1/authentication/mfa`,
      headers: { ...base(), 'content-type': FORM },
      body: 'OtpForm%5Botp%5D=123456&username=a%40b.co&unlock=true',
    });
  });

  it('GET /v1/user/mfa with the mfa bearer token', async () => {
    answer = { status: 200, body: { mfa_configured: true } };
    expect(await getMfaStatus(MFA)).toEqual({ mfa_configured: true });
    expect(only()).toEqual({ method: 'GET', url: `${ORIGIN}/v1/user/mfa`, headers: base(MFA), body: '' });
  });

  it('POST /v1/user/mfa-verify: form OtpForm[otp], with the mfa token or the session', async () => {
    answer = { status: 201, body: {} };
    await verifyMfaSetup('654321', MFA);
    await verifyMfaSetup('654321');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: `${ORIGIN}/v1/user/mfa-verify`,
        headers: { ...base(MFA), 'content-type': FORM },
        body: 'OtpForm%5Botp%5D=654321',
      },
      {
        method: 'POST',
        url: `${ORIGIN}/v1/user/mfa-verify`,
        headers: { ...base(SESSION), 'content-type': FORM },
        body: 'OtpForm%5Botp%5D=654321',
      },
    ]);
  });

  it('DELETE /v1/user/mfa-delete: the password checked, as json', async () => {
    await deleteMfa('pw');
    expect(only()).toEqual({
      method: 'DELETE',
      url: `${ORIGIN}/v1/user/mfa-delete`,
      headers: { ...base(SESSION), 'content-type': 'application/json' },
      body: '{"LoginForm":{"current_password":"pw"}}',
    });
  });

  it('GET /v1/authentication/check after a failed call: Accept and the session bearer only', async () => {
    answer = { status: 500, body: { message: 'boom' } };
    await expect(getPolicies()).rejects.toMatchObject({ status: 500 });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/authentication/check`,
      headers: { accept: 'application/json', authorization: `Bearer ${SESSION}` },
      body: '',
    });
  });

  it('GET /v1/invite/{code}: no auth', async () => {
    await getInvite('abc def');
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/invite/abc%20def`,
      headers: base(),
      body: '',
    });
  });

  it('POST /v1/user/reset-request: form LoginForm[email], no auth', async () => {
    await requestReset('a@b.co');
    expect(only()).toEqual({
      method: 'POST',
      url: `${ORIGIN}/v1/user/reset-request`,
      headers: { ...base(), 'content-type': FORM },
      body: 'LoginForm%5Bemail%5D=a%40b.co',
    });
  });

  it('POST /v1/user/set-password: form LoginForm[password, repeat_password, code], no auth', async () => {
    await setPassword('c0de', 'pw1234567890', 'pw1234567890');
    expect(only()).toEqual({
      method: 'POST',
      url: `${ORIGIN}/v1/user/set-password`,
      headers: { ...base(), 'content-type': FORM },
      body: 'LoginForm%5Bpassword%5D=pw1234567890&LoginForm%5Brepeat_password%5D=pw1234567890&LoginForm%5Bcode%5D=c0de',
    });
  });

  it('GET /v1/system/cache', async () => {
    answer = { status: 200, body: { enabled: true, max_age_seconds: 60 } };
    await loadCacheSetting();
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/system/cache`,
      headers: base(SESSION),
      body: '',
    });
  });

  it('GET /v1/user/terms and GET /v1/terms, with the mfa token on the login steps', async () => {
    await getUserTerms(MFA);
    await getLatestTerms(MFA);
    await getUserTerms();
    expect(sent).toEqual([
      { method: 'GET', url: `${ORIGIN}/v1/user/terms`, headers: base(MFA), body: '' },
      { method: 'GET', url: `${ORIGIN}/v1/terms`, headers: base(MFA), body: '' },
      { method: 'GET', url: `${ORIGIN}/v1/user/terms`, headers: base(SESSION), body: '' },
    ]);
  });

  it('PUT /v1/user/terms/agree: no body', async () => {
    await agreeTerms(MFA);
    expect(only()).toEqual({
      method: 'PUT',
      url: `${ORIGIN}/v1/user/terms/agree`,
      headers: base(MFA),
      body: '',
    });
  });

  it('POST /v1/user/contact-support: form {name, email, reason}, no auth', async () => {
    await contactSupport('Ann Lee', 'a@b.co', 'Locked out');
    expect(only()).toEqual({
      method: 'POST',
      url: `${ORIGIN}/v1/user/contact-support`,
      headers: { ...base(), 'content-type': FORM },
      body: 'name=Ann+Lee&email=a%40b.co&reason=Locked+out',
    });
  });

  it('GET /v1/user/get-contact-support-reasons: no auth; a list of strings', async () => {
    answer = { status: 200, body: ['Locked out'] };
    expect(await getSupportReasons()).toEqual(['Locked out']);
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/user/get-contact-support-reasons`,
      headers: base(),
      body: '',
    });
  });
});

describe("the app's other calls keep their encodings", () => {
  it('POST /v1/authentication/logout: an empty form with the ending token', async () => {
    await logout(MFA);
    expect(only()).toEqual({
      method: 'POST',
      url: `${ORIGIN}/v1/authentication/logout`,
      headers: { ...base(MFA), 'content-type': FORM },
      body: '',
    });
  });

  it('GET /v1/message', async () => {
    await getMessageThreads();
    expect(only()).toEqual({ method: 'GET', url: `${ORIGIN}/v1/message`, headers: base(SESSION), body: '' });
  });

  it('a file link is fetched with the session token and saved as a blob', async () => {
    const saved: unknown[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return '#saved';
    };
    URL.revokeObjectURL = () => {};
    try {
      await downloadFile(`/v1/due-diligence/document/${P}`, 'report.pdf');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
    expect(only()).toEqual({
      method: 'GET',
      url: `${ORIGIN}/v1/due-diligence/document/${P}`,
      headers: base(SESSION),
      body: '',
    });
    expect(saved).toHaveLength(1);
    expect(await (saved[0] as Blob).text()).toBe('{}');
  });
});
