import { randomUUID } from 'node:crypto';
import type { Scope } from '@sextant/contracts/route';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, openApiDocument, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople, createPerson } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import type { RouteEntry } from './route-table';

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

type Caller =
  | 'nobody'
  | 'pendingClient'
  | 'clientWithoutTerms'
  | 'client'
  | 'pendingStaff'
  | 'adviser'
  | 'admin';

/** Who each scope must refuse with 401 (and, by the guards' tests, admit): whatever the route's body. */
const REFUSED: Record<Exclude<Scope, 'public'>, Caller[]> = {
  session: ['nobody'],
  verified: ['nobody', 'pendingClient', 'pendingStaff'],
  usable: ['nobody', 'pendingClient', 'pendingStaff', 'clientWithoutTerms'],
  verifiedClient: ['nobody', 'pendingClient', 'pendingStaff', 'adviser', 'admin'],
  client: ['nobody', 'pendingClient', 'clientWithoutTerms', 'pendingStaff', 'adviser', 'admin'],
  staff: ['nobody', 'pendingClient', 'clientWithoutTerms', 'client', 'pendingStaff'],
  admin: ['nobody', 'pendingClient', 'clientWithoutTerms', 'client', 'pendingStaff', 'adviser'],
};

/**
 * A sweep over the route table the app registered (not the OpenAPI document, which may be switched off), so
 * a route added later is covered by its contract's scope: every guarded route refuses whoever its scope
 * does not admit, before its body is read.
 */
describe.each(testDatabaseKinds)('every /v1 route on %s', (kind) => {
  let ctx: TestContext;
  let routes: RouteEntry[];
  const tokens = new Map<Caller, string | null>();

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const people = await createDemoPeople(db);
        await createPerson(db, { firm: people.firm, email: 'plain-adviser@sextant.test', role: 'adviser' });
      },
    });
    routes = ctx.app.routeTable;
    const token = async (email: string, mfaVerified = true) =>
      (await tokenFor(ctx.app, email, { mfaVerified })).token;
    tokens.set('nobody', null);
    tokens.set('pendingClient', await token('demo@sextant.test', false));
    tokens.set('clientWithoutTerms', await token('new@sextant.test'));
    tokens.set('client', await token('vip@sextant.test'));
    tokens.set('pendingStaff', await token('adviser@sextant.test', false));
    tokens.set('adviser', await token('plain-adviser@sextant.test'));
    tokens.set('admin', await token('adviser@sextant.test'));
  });
  afterAll(() => ctx?.close());

  it('holds every call of the OpenAPI document, each with its contract’s scope', async () => {
    const doc = (await openApiDocument(ctx.app)) as OpenApiDocument;
    const registered = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`,
      ),
    );
    const v1 = documented.filter((call) => call.split(' ')[1]!.startsWith('/v1/'));
    expect(v1.length).toBeGreaterThan(100);
    for (const call of v1) expect(registered, call).toContain(call);
    expect(registered.size).toBe(v1.length);
  });

  it('refuses, with 401, everyone its scope does not admit', async () => {
    let checked = 0;
    for (const { method, url, scope } of routes) {
      if (scope === 'public') continue;
      const path = url.replace(/:[A-Za-z_]+/g, () => randomUUID());
      for (const caller of REFUSED[scope]) {
        const token = tokens.get(caller);
        const res = await ctx.app.inject({
          method: method as 'GET',
          url: path,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(method === 'GET' ? {} : { payload: '{}' }),
        });
        expect(res.statusCode, `${method} ${url} (${scope}) as ${caller}`).toBe(401);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(routes.length);
  }, 90_000);
});
