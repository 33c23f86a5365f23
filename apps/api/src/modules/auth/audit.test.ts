import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt, totpStep } from '@/shared/totp';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import {
  addClient,
  auditRows,
  bearer,
  createLogin,
  DEMO_PASSWORD,
  device,
  freshCode,
  getWith,
  lastLinkCode,
  newDeviceId,
  newEmail,
  passwordStep,
  requestReset,
  setPassword,
  signIn,
  submitOtp,
  unlock,
  wrongCode,
  wrongPasswords,
} from '@/test/sign-in';

const IP = '198.51.100.7';

/** Every sign-in step and account change writes who, what, when, IP and device. */
describe.each(testDatabaseKinds)('audit events on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  const expectEvent = async (
    action: string,
    user: { id: string | null; firmId: string | null; email: string },
    deviceId: string | null,
    details?: object,
  ) => {
    const rows = await auditRows(ctx, action, user.email);
    expect(rows.length, `${action} for ${user.email}`).toBeGreaterThan(0);
    expect(rows.at(-1)).toMatchObject({
      action,
      actorId: user.id,
      firmId: user.firmId,
      subject: user.email,
      ip: IP,
      deviceId,
      createdAt: ctx.clock(),
      ...(details ? { details } : {}),
    });
  };

  it('records the password step and the second factor of a sign-in', async () => {
    const user = await addClient(ctx);
    const deviceId = newDeviceId();
    const { jwt } = await passwordStep(ctx, user.email, { deviceId, ip: IP });
    await expectEvent('auth.login.password', user, deviceId);
    expect((await submitOtp(ctx, jwt, freshCode(ctx), { deviceId, ip: IP })).statusCode).toBe(201);
    await expectEvent('auth.mfa.success', user, deviceId);
  });

  it('records failures with their count, the lockout, and failures of unknown emails', async () => {
    const user = await addClient(ctx);
    const deviceId = newDeviceId();
    await wrongPasswords(ctx, user.email, 1, { deviceId, ip: IP });
    await expectEvent('auth.login.failure', user, deviceId, { failures: 1 });
    const { jwt } = await passwordStep(ctx, user.email, { deviceId, ip: IP });
    ctx.clock.advance(30_000);
    await submitOtp(ctx, jwt, wrongCode(ctx), { deviceId, ip: IP });
    await expectEvent('auth.mfa.failure', user, deviceId, { failures: 2 });
    await wrongPasswords(ctx, user.email, 3, { deviceId, ip: IP });
    await expectEvent('auth.lockout', user, deviceId);
    expect(await auditRows(ctx, 'auth.lockout', user.email)).toHaveLength(1);

    const unknown = newEmail('nobody');
    await wrongPasswords(ctx, unknown, 1, { deviceId, ip: IP });
    await expectEvent('auth.login.failure', { id: null, firmId: null, email: unknown }, deviceId, {
      failures: 1,
    });
  });

  it('records an unlock', async () => {
    const user = await addClient(ctx);
    const deviceId = newDeviceId();
    await wrongPasswords(ctx, user.email, 5);
    expect((await unlock(ctx, user.email, freshCode(ctx), { deviceId, ip: IP })).statusCode).toBe(201);
    await expectEvent('auth.unlock', user, deviceId);
  });

  it('records MFA set-up and MFA removal', async () => {
    const user = await addClient(ctx, { mfa: false });
    const deviceId = newDeviceId();
    const { jwt } = await passwordStep(ctx, user.email);
    const secret = (await getWith(ctx, '/v1/user/mfa', jwt)).json().otp_code;
    const setUp = await ctx.app.inject({
      method: 'POST',
      url: '/v1/user/mfa-verify',
      headers: { ...bearer(jwt), ...device(deviceId) },
      payload: { OtpForm: { otp: totpCodeAt(secret, totpStep(ctx.clock())) } },
      remoteAddress: IP,
    });
    expect(setUp.statusCode).toBe(201);
    await expectEvent('auth.mfa.setup', user, deviceId);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/user/mfa-delete',
      headers: { ...bearer(jwt), ...device(deviceId) },
      payload: { LoginForm: { current_password: DEMO_PASSWORD } },
      remoteAddress: IP,
    });
    expect(removed.statusCode).toBe(200);
    await expectEvent('auth.mfa.delete', user, deviceId);
  });

  it('records a password change and a password reset', async () => {
    const user = await addClient(ctx);
    const deviceId = newDeviceId();
    const jwt = await signIn(ctx, user.email);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/user/password',
      headers: { ...bearer(jwt), ...device(deviceId) },
      payload: {
        LoginForm: {
          current_password: DEMO_PASSWORD,
          password: 'Harbour-lights-42',
          repeat_password: 'Harbour-lights-42',
        },
      },
      remoteAddress: IP,
    });
    expect(changed.statusCode).toBe(200);
    await expectEvent('auth.password.change', user, deviceId);

    await requestReset(ctx, user.email, { deviceId, ip: IP });
    await expectEvent('auth.password.reset_request', user, deviceId);
    const reset = await setPassword(
      ctx,
      await lastLinkCode(ctx, user.email, 'password-reset'),
      'Another-harbour-7',
      undefined,
      { deviceId, ip: IP },
    );
    expect(reset.statusCode).toBe(200);
    await expectEvent('auth.password.reset', user, deviceId);
    expect((await createLogin(ctx, user.email, 'Another-harbour-7')).statusCode).toBe(200);
  });

  it('records terms acceptance with the version', async () => {
    const user = await addClient(ctx, { termsAccepted: false });
    const deviceId = newDeviceId();
    const jwt = await signIn(ctx, user.email);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/user/terms/agree',
      headers: { ...bearer(jwt), ...device(deviceId) },
      remoteAddress: IP,
    });
    expect(res.statusCode).toBe(200);
    const [row] = (await auditRows(ctx, 'terms.accept')).filter((r) => r.actorId === user.id);
    expect(row).toMatchObject({
      actorId: user.id,
      firmId: user.firmId,
      ip: IP,
      deviceId,
      details: { version: 1 },
      createdAt: ctx.clock(),
    });
  });
});
