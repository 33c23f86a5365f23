import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsAcceptances, termsVersions } from '@/db/schema/index';
import { TERMS_V1 } from '@/demo/content';
import { totpCodeAt, totpStep } from '@/shared/totp';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { addClient, bearer, getWith, passwordStep, policyStatus, signIn, userByEmail } from '@/test/sign-in';

describe.each(testDatabaseKinds)('terms on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
  });
  afterAll(() => ctx?.close());

  const agree = (token: string, remoteAddress?: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/v1/user/terms/agree',
      headers: bearer(token),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('GET /v1/terms answers the latest terms to a verified session', async () => {
    const jwt = await signIn(ctx, 'demo@sextant.test');
    const res = await getWith(ctx, '/v1/terms', jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: TERMS_V1, version: 1 });
  });

  it('GET /v1/user/terms answers the latest terms and whether the caller accepted them', async () => {
    const jwt = await signIn(ctx, 'demo@sextant.test');
    expect((await getWith(ctx, '/v1/user/terms', jwt)).json()).toEqual({
      text: TERMS_V1,
      version: 1,
      terms_accepted: true,
    });
    const fresh = await addClient(ctx, { termsAccepted: false });
    expect((await getWith(ctx, '/v1/user/terms', await signIn(ctx, fresh.email))).json()).toEqual({
      text: TERMS_V1,
      version: 1,
      terms_accepted: false,
    });
  });

  it('answers 401 to the terms calls without a verified session', async () => {
    const user = await addClient(ctx, { termsAccepted: false });
    const { jwt } = await passwordStep(ctx, user.email);
    for (const url of ['/v1/terms', '/v1/user/terms']) {
      expect((await ctx.app.inject(url)).statusCode).toBe(401);
      expect((await getWith(ctx, url, jwt)).statusCode).toBe(401);
    }
    expect((await agree(jwt)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/v1/user/terms/agree' })).statusCode).toBe(401);
    expect(await ctx.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id))).toEqual(
      [],
    );
  });

  it('new@ sets MFA up, has terms_accepted false and no data until it agrees, then true', async () => {
    const first = await passwordStep(ctx, 'new@sextant.test');
    expect(first.terms_accepted).toBe(false);
    const { otp_code: secret } = (await getWith(ctx, '/v1/user/mfa', first.jwt)).json();
    const setUp = await ctx.app.inject({
      method: 'POST',
      url: '/v1/user/mfa-verify',
      headers: bearer(first.jwt),
      payload: { OtpForm: { otp: totpCodeAt(secret, totpStep(ctx.clock())) } },
    });
    expect(setUp.statusCode).toBe(201);
    expect((await getWith(ctx, '/v1/user/terms', first.jwt)).json().terms_accepted).toBe(false);
    expect(await policyStatus(ctx, first.jwt)).toBe(401);

    const res = await agree(first.jwt, '198.51.100.23');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ terms_accepted: true, version: 1 });
    expect((await getWith(ctx, '/v1/user/terms', first.jwt)).json().terms_accepted).toBe(true);
    expect(await policyStatus(ctx, first.jwt)).toBe(200);

    // Acceptance is recorded with the version, the time and the IP.
    const user = await userByEmail(ctx, 'new@sextant.test');
    const rows = await ctx.db
      .select({
        version: termsVersions.version,
        acceptedAt: termsAcceptances.acceptedAt,
        ip: termsAcceptances.ip,
      })
      .from(termsAcceptances)
      .innerJoin(termsVersions, eq(termsVersions.id, termsAcceptances.termsVersionId))
      .where(eq(termsAcceptances.userId, user.id));
    expect(rows).toEqual([{ version: 1, acceptedAt: ctx.clock(), ip: '198.51.100.23' }]);

    ctx.clock.advance(30_000);
    const next = await passwordStep(ctx, 'new@sextant.test');
    expect(next.terms_accepted).toBe(true);
    const code = totpCodeAt(secret, totpStep(ctx.clock()));
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/authentication/mfa',
          headers: bearer(next.jwt),
          payload: { OtpForm: { otp: code } },
        })
      ).statusCode,
    ).toBe(201);
    expect(await policyStatus(ctx, next.jwt)).toBe(200);
  });

  it('agreeing again changes nothing', async () => {
    const jwt = await signIn(ctx, 'vip@sextant.test');
    expect((await agree(jwt)).statusCode).toBe(200);
    expect((await agree(jwt)).json()).toEqual({ terms_accepted: true, version: 1 });
    const vip = await userByEmail(ctx, 'vip@sextant.test');
    expect(
      await ctx.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, vip.id)),
    ).toHaveLength(1);
  });

  it('asks everyone again when the firm publishes a new version', async () => {
    const user = await addClient(ctx);
    const jwt = await signIn(ctx, user.email);
    expect(await policyStatus(ctx, jwt)).toBe(200);
    await ctx.db
      .insert(termsVersions)
      .values({ firmId: user.firmId, version: 2, text: 'Terms, second edition.' });

    expect(await policyStatus(ctx, jwt)).toBe(401);
    expect((await getWith(ctx, '/v1/terms', jwt)).json()).toEqual({
      text: 'Terms, second edition.',
      version: 2,
    });
    expect((await getWith(ctx, '/v1/user/terms', jwt)).json()).toMatchObject({
      version: 2,
      terms_accepted: false,
    });
    expect((await passwordStep(ctx, user.email)).terms_accepted).toBe(false);

    expect((await agree(jwt)).json()).toEqual({ terms_accepted: true, version: 2 });
    expect(await policyStatus(ctx, jwt)).toBe(200);
    expect((await passwordStep(ctx, user.email)).terms_accepted).toBe(true);
    const [v2] = await ctx.db
      .select()
      .from(termsVersions)
      .where(and(eq(termsVersions.firmId, user.firmId), eq(termsVersions.version, 2)));
    expect(
      await ctx.db.select().from(termsAcceptances).where(eq(termsAcceptances.termsVersionId, v2!.id)),
    ).toHaveLength(1);
  });
});
