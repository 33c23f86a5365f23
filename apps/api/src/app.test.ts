import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { THEME_SCRIPT } from '@sextant/contracts/rules/theme';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { THEME_SCRIPT_HASH } from './plugins/security';
import { serveRoute } from './shared/routes/serve';
import { DEFAULT_SESSION_RULES } from './shared/sessions/policy';
import { revokeSession } from './shared/sessions/repository';
import { createTestContext, openApiDocument, TEST_JWT_SECRET, type TestContext } from './test/context';
import { testDatabaseKinds } from './test/databases';
import { createDemoPeople } from './test/fixtures/people';
import { createDemoPortfolios } from './test/fixtures/policies';
import { tokenFor } from './test/sessions';

const webRoot = mkdtempSync(path.join(tmpdir(), 'sextant-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<html><head><!--app-settings--></head><body>app</body></html>',
);

describe.each(testDatabaseKinds)('the app on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      webRoot,
      seed: async (db) => {
        const { firm, demo, vip } = await createDemoPeople(db);
        await createDemoPortfolios(db, firm, [demo, vip], {
          today: new Date(),
          valuationDays: 1,
          providers: 1,
        });
      },
    });
    // A route with a body schema, to see validation errors as every route answers them.
    serveRoute(
      ctx.app,
      'testEcho',
      {
        method: 'POST',
        path: '/v1/test-echo',
        scope: 'public',
        tags: ['test'],
        summary: 'Echo',
        body: z.object({ LoginForm: z.object({ password: z.string().min(10) }), age: z.number() }),
        responses: { 200: z.object({ ok: z.boolean() }) },
      },
      async () => ({ ok: true }),
    );
  });
  afterAll(() => ctx?.close());

  it('answers readiness with the database checked (at /health too) and liveness apart', async () => {
    const limits = kind === 'postgres' ? 'postgres' : 'memory';
    for (const url of ['/health', '/health/ready']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: kind, limits });
    }
    expect((await ctx.app.inject('/health/live')).json()).toEqual({ status: 'ok' });
  });

  it('answers 401 with the error body for a data call without a token', async () => {
    const res = await ctx.app.inject('/v1/policy');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      name: 'Unauthorized',
      message: 'Your request was made with invalid credentials.',
      status: 401,
    });
  });

  it('answers 404 JSON for an unknown API route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/v1/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ name: 'Not Found', status: 404 });
    }
  });

  it('serves the app with its run-time settings for any other path', async () => {
    const res = await ctx.app.inject('/anything-else');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<script id="app-settings" type="application/json">{"sentryDsn":null');
    expect(res.body).not.toContain('<!--app-settings-->');
  });

  it('answers a real 404 for a missing file, not the app with 200', async () => {
    for (const url of ['/manifest.json', '/icon-192.png', '/assets/gone-1234.js', '/robots.txt?x=1']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/text\/html/);
    }
    expect(
      (await ctx.app.inject('/tabs/documents/view/6ecda44a-ffda-4085-8840-8e70b1eb4a19')).statusCode,
    ).toBe(200);
  });

  it('serves the app at / whatever the accepted encodings', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
      const res = await ctx.app.inject({ url: '/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="app-settings"');
    }
  });

  it('does not count the app and its files toward the per-IP ceiling', async () => {
    const limited = await createTestContext(kind, { webRoot, limits: { perIpPerMinute: 2 } });
    try {
      for (let i = 0; i < 5; i++) expect((await limited.app.inject('/tabs/policies')).statusCode).toBe(200);
      const api = [];
      for (let i = 0; i < 3; i++) api.push((await limited.app.inject('/v1/system/cache')).statusCode);
      expect(api).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject('/');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${THEME_SCRIPT_HASH}`);
    // The hash of the theme script index.html carries inline, and of nothing else.
    const digest = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(THEME_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('builds an OpenAPI document from the contracts, and keeps it unpublished unless API_DOCS is public', async () => {
    const doc = await openApiDocument(ctx.app);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/v1/policy'].get.responses['401']).toBeDefined();
    expect(doc.components.schemas.Policy.properties._links).toBeDefined();
    expect((await ctx.app.inject('/docs/json')).statusCode).toBe(404);
    expect((await ctx.app.inject('/docs')).statusCode).toBe(404);
  });

  it('answers 422 with field errors, naming LoginForm fields as SPEC reads them', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/test-echo',
      payload: { LoginForm: { password: 'short' }, age: 'x' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Unprocessable Entity', status: 422 });
    expect(Object.keys(body.errors).sort()).toEqual(['age', 'password']);
    expect(body.errors.password[0]).toMatch(/10/);
  });

  it('answers 400, not 500, for a malformed JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"LoginForm":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
  });

  describe('bearer tokens on data calls', () => {
    it('lets a verified client session through, scoped to that client', async () => {
      const { token } = await tokenFor(ctx.app, 'demo@sextant.test');
      const res = await ctx.app.inject({ url: '/v1/policy', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      const { items } = res.json();
      expect(items).toHaveLength(4);
      expect(items[0]._links['valuation-latest'].href).toBe(`/v1/policy/${items[0].uuid}/valuation/latest`);
      const other = await tokenFor(ctx.app, 'vip@sextant.test');
      const theirs = (
        await ctx.app.inject({ url: '/v1/policy', headers: { authorization: `Bearer ${other.token}` } })
      ).json().items;
      expect(theirs.map((p: { uuid: string }) => p.uuid)).not.toContain(items[0].uuid);
    });

    const refused = async (authorization: string) =>
      (await ctx.app.inject({ url: '/v1/policy', headers: { authorization } })).statusCode;

    it('refuses an mfa-pending session', async () => {
      const { token } = await tokenFor(ctx.app, 'demo@sextant.test', { mfaVerified: false });
      expect(await refused(`Bearer ${token}`)).toBe(401);
    });

    it('refuses a revoked session', async () => {
      const { token, sessionId } = await tokenFor(ctx.app, 'demo@sextant.test');
      await revokeSession(ctx.app.db, sessionId, ctx.clock());
      expect(await refused(`Bearer ${token}`)).toBe(401);
    });

    it('refuses a session idle for more than 30 minutes', async () => {
      const { token } = await tokenFor(ctx.app, 'demo@sextant.test');
      ctx.clock.advance(DEFAULT_SESSION_RULES.idleMs + 1000);
      expect(await refused(`Bearer ${token}`)).toBe(401);
    });

    it('refuses a staff session on client calls', async () => {
      const { token } = await tokenFor(ctx.app, 'adviser@sextant.test');
      expect(await refused(`Bearer ${token}`)).toBe(401);
    });

    it('refuses forged, unsigned and expired tokens', async () => {
      const { user, sessionId } = await tokenFor(ctx.app, 'demo@sextant.test');
      const now = Math.floor(ctx.clock().getTime() / 1000);
      const claims = { sid: sessionId, vip: false };
      const sign = (secret: string, exp: number) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(user.id)
          .setAudience('sextant')
          .setIssuer('sextant')
          .setExpirationTime(exp)
          .sign(new TextEncoder().encode(secret));
      expect(await refused(`Bearer ${await sign('x'.repeat(48), now + 600)}`)).toBe(401);
      expect(await refused(`Bearer ${await sign(TEST_JWT_SECRET, now - 10)}`)).toBe(401);
      const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: user.id, aud: 'sextant', iss: 'sextant', exp: now + 600 })}.`;
      expect(await refused(`Bearer ${none}`)).toBe(401);
      expect(await refused('Bearer not-a-token')).toBe(401);
      expect(await refused('Basic abc')).toBe(401);
    });

    it.each(['aud', 'iss', 'exp', 'sub', 'sid'])(
      'refuses a rightly signed token without %s',
      async (missing) => {
        const { user, sessionId } = await tokenFor(ctx.app, 'demo@sextant.test');
        const now = Math.floor(ctx.clock().getTime() / 1000);
        const claims: Record<string, unknown> = {
          sub: user.id,
          sid: sessionId,
          vip: false,
          role: 'client',
          aud: 'sextant',
          iss: 'sextant',
          exp: now + 600,
        };
        const sign = (payload: Record<string, unknown>) =>
          new SignJWT(payload)
            .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
            .sign(new TextEncoder().encode(TEST_JWT_SECRET));
        // The control: the same token with every claim is served.
        expect(await refused(`Bearer ${await sign(claims)}`)).toBe(200);
        const { [missing]: _dropped, ...without } = claims;
        expect(await refused(`Bearer ${await sign(without)}`)).toBe(401);
      },
    );
  });
});
