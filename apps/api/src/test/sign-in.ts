import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { auditEvents, sessions, termsAcceptances, termsVersions, users } from '@/db/schema/index';
import { DEMO_TOTP_SECRET } from '@/demo/demo';
import { DEMO_PASSWORD } from '@/shared/passwords';
import { totpCodeAt, totpStep } from '@/shared/totp';
import type { TestContext } from './context';

/** Helpers that drive the sign-in calls as the app makes them, for the API tests. */

export { DEMO_PASSWORD, DEMO_TOTP_SECRET };
export const TOTP_STEP_MS = 30_000;

type Fields = Record<string, string>;
type Headers = Record<string, string>;

/** `application/x-www-form-urlencoded` with bracket names, as the app posts forms. */
export function form(fields: Fields) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** `multipart/form-data` with the same bracket names. */
export function multipart(fields: Fields) {
  const boundary = `----sextant${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
export const device = (deviceId: string | null | undefined): Headers =>
  deviceId ? { 'x-device-id': deviceId } : {};

let counter = 0;
/** A unique device id (8+ word characters, as the app makes them). */
export const newDeviceId = () => `device-${Date.now().toString(36)}-${(counter++).toString(36)}`;
/** A unique email in the demo domain. */
export const newEmail = (prefix = 'client') =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}@sextant.test`;

export interface CallOptions {
  deviceId?: string | null;
  ip?: string;
  token?: string;
}

const origin = (options: CallOptions) => ({
  headers: { ...device(options.deviceId), ...(options.token ? bearer(options.token) : {}) },
  ...(options.ip ? { remoteAddress: options.ip } : {}),
});

/** POST /v1/authentication/create with the login form. */
export function createLogin(ctx: TestContext, email: string, password: string, options: CallOptions = {}) {
  const body = form({ 'LoginForm[username]': email, 'LoginForm[password]': password });
  const o = origin(options);
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/authentication/create',
    payload: body.payload,
    headers: { ...body.headers, ...o.headers },
    ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
  });
}

/** POST /v1/authentication/mfa with an OTP, on the session of the token. */
export function submitOtp(
  ctx: TestContext,
  token: string | null,
  otp: string,
  options: CallOptions & { username?: string; unlock?: boolean } = {},
) {
  const fields: Fields = { 'OtpForm[otp]': otp };
  if (options.username) fields.username = options.username;
  if (options.unlock) fields.unlock = 'true';
  const body = form(fields);
  const o = origin({ ...options, token: token ?? undefined });
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/authentication/mfa',
    payload: body.payload,
    headers: { ...body.headers, ...o.headers },
    ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
  });
}

/** POST /v1/authentication/mfa with unlock: true. */
export const unlock = (ctx: TestContext, email: string, otp: string, options: CallOptions = {}) =>
  submitOtp(ctx, null, otp, { ...options, username: email, unlock: true });

/** The code of a time step `stepsBack` before now. */
export const codeAt = (ctx: TestContext, stepsBack = 0, secret = DEMO_TOTP_SECRET) =>
  totpCodeAt(secret, totpStep(ctx.clock()) - stepsBack);

/**
 * Moves the clock to the next time step and answers its code: a code is accepted once per account,
 * so each test step that needs a good code takes a fresh one.
 */
export function freshCode(ctx: TestContext, secret = DEMO_TOTP_SECRET) {
  ctx.clock.advance(TOTP_STEP_MS);
  return codeAt(ctx, 0, secret);
}

/** Any 6 digits that are not the code of the current or the previous step. */
export function wrongCode(ctx: TestContext, secret = DEMO_TOTP_SECRET) {
  const taken = new Set([codeAt(ctx, 0, secret), codeAt(ctx, 1, secret)]);
  for (let n = 123_456; ; n = (n + 7919) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!taken.has(code)) return code;
  }
}

/** Password step; answers the mfa-pending token (throws on anything but 200). */
export async function passwordStep(
  ctx: TestContext,
  email: string,
  options: CallOptions & { password?: string } = {},
) {
  const res = await createLogin(ctx, email, options.password ?? DEMO_PASSWORD, options);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
  return res.json() as { jwt: string; terms_accepted: boolean };
}

/** Both factors, as a user with MFA set up signs in: answers a verified token. */
export async function signIn(
  ctx: TestContext,
  email: string,
  options: CallOptions & { password?: string; secret?: string } = {},
) {
  const { jwt } = await passwordStep(ctx, email, options);
  const res = await submitOtp(ctx, jwt, freshCode(ctx, options.secret), options);
  if (res.statusCode !== 201) throw new Error(`MFA of ${email} answered ${res.statusCode}: ${res.body}`);
  return jwt;
}

/** GET with a bearer token. */
export const getWith = (ctx: TestContext, url: string, token: string, options: CallOptions = {}) => {
  const o = origin({ ...options, token });
  return ctx.app.inject({
    method: 'GET',
    url,
    headers: o.headers,
    ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
  });
};

/** The status GET /v1/policy (a data call) answers for the token. */
export const policyStatus = async (ctx: TestContext, token: string, options: CallOptions = {}) =>
  (await getWith(ctx, '/v1/policy', token, options)).statusCode;

/** The claims of a JWT, unchecked. */
export const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
    sid: string;
    exp: number;
    vip: boolean;
    iat: number;
  };

/** The user's sessions not revoked (signed in still, unless they went idle or expired). */
export async function liveSessions(ctx: TestContext, userId: string) {
  return (await ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).filter(
    (s) => !s.revokedAt,
  );
}

export async function userByEmail(ctx: TestContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/**
 * A new client of the demo firm, like demo@ (password 'Demo-Password-1', the demo TOTP secret, the
 * latest terms accepted) unless told otherwise, so a test can lock or change an account of its own.
 */
export async function addClient(
  ctx: TestContext,
  options: { mfa?: boolean; termsAccepted?: boolean; vip?: boolean; email?: string } = {},
) {
  const demo = await userByEmail(ctx, 'demo@sextant.test');
  const email = options.email ?? newEmail();
  const [user] = await ctx.db
    .insert(users)
    .values({
      firmId: demo.firmId,
      email,
      passwordHash: demo.passwordHash,
      firstName: 'Test',
      surname: 'Client',
      vip: options.vip ?? false,
      mfaSecret: options.mfa === false ? null : DEMO_TOTP_SECRET,
    })
    .returning();
  if (options.termsAccepted !== false) {
    const [terms] = await ctx.db
      .select()
      .from(termsVersions)
      .where(eq(termsVersions.firmId, demo.firmId))
      .orderBy(asc(termsVersions.version));
    for (const version of terms ? [terms] : []) {
      await ctx.db
        .insert(termsAcceptances)
        .values({ userId: user!.id, termsVersionId: version.id, ip: '127.0.0.1' });
    }
  }
  return user!;
}

/** The audit rows with the action, oldest first (optionally only those naming the email). */
export async function auditRows(ctx: TestContext, action: string, subject?: string) {
  return ctx.db
    .select()
    .from(auditEvents)
    .where(
      subject
        ? and(eq(auditEvents.action, action), eq(auditEvents.subject, subject))
        : eq(auditEvents.action, action),
    )
    .orderBy(asc(auditEvents.id));
}

/** The text of an .eml, headers unfolded and quoted-printable undone. */
export function decodeMail(eml: string) {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const quotedPrintable = /content-transfer-encoding:\s*quoted-printable/i.test(headers);
  const base64 = /content-transfer-encoding:\s*base64/i.test(headers);
  const text = quotedPrintable
    ? Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : base64
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body;
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? null;
  return { headers, text, header };
}

/** The mails sent to an address so far. */
export const mailsTo = async (ctx: TestContext, address: string) =>
  (await ctx.outbox()).map(decodeMail).filter((mail) => mail.header('to')?.includes(address));

/**
 * The code at the end of the last link of the kind mailed to the address. The last mail holding one, not the
 * last mail: the outbox orders mails by the millisecond they were written, so another mail written in the
 * same one (the "password changed" notice beside a reset link) may sort after it.
 */
export async function lastLinkCode(ctx: TestContext, address: string, kind: 'password-reset' | 'invite') {
  const link = new RegExp(`https://portal\\.test/${kind}/([A-Za-z0-9_-]+)`);
  const match = (await mailsTo(ctx, address))
    .map((mail) => link.exec(mail.text))
    .findLast((found) => found !== null);
  if (!match) throw new Error(`no ${kind} link mailed to ${address}`);
  return match[1]!;
}

/** POST /v1/user/reset-request. */
export const requestReset = (ctx: TestContext, email: string, options: CallOptions = {}) => {
  const body = form({ 'LoginForm[email]': email });
  const o = origin(options);
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/user/reset-request',
    payload: body.payload,
    headers: { ...body.headers, ...o.headers },
    ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
  });
};

/** POST /v1/user/set-password with a code. */
export const setPassword = (
  ctx: TestContext,
  code: string,
  password: string,
  repeat = password,
  options: CallOptions = {},
) => {
  const body = form({
    'LoginForm[password]': password,
    'LoginForm[repeat_password]': repeat,
    'LoginForm[code]': code,
  });
  const o = origin(options);
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/user/set-password',
    payload: body.payload,
    headers: { ...body.headers, ...o.headers },
    ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
  });
};

/** A password reset through the mailed link; answers the status of set-password. */
export async function resetThroughMail(ctx: TestContext, email: string, password: string) {
  const req = await requestReset(ctx, email);
  if (req.statusCode !== 200) throw new Error(`reset-request answered ${req.statusCode}`);
  return setPassword(ctx, await lastLinkCode(ctx, email, 'password-reset'), password);
}

/** Sends wrong passwords for the email; answers the responses. */
export async function wrongPasswords(
  ctx: TestContext,
  email: string,
  times: number,
  options: CallOptions = {},
) {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await createLogin(ctx, email, `Wrong-Password-${i}`, options));
  return answers;
}
