import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, openApiDocument, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

/**
 * A sweep over every back-office call the OpenAPI document lists, so a call added later is covered too:
 * each one is documented as needing a bearer token, and refuses no token, a client's session and a staff
 * session still waiting for its second factor, whatever its body.
 */
describe.each(testDatabaseKinds)('every /v1/admin call on %s', (kind) => {
  let ctx: TestContext;
  let calls: { method: string; url: string }[];
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
    const doc = (await openApiDocument(ctx.app)) as OpenApiDocument;
    calls = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/v1/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, randomUUID()),
        })),
      );
  });
  afterAll(() => ctx?.close());

  it('is in the OpenAPI document, behind a bearer token', async () => {
    const doc = (await openApiDocument(ctx.app)) as OpenApiDocument;
    expect(calls.length).toBeGreaterThan(10);
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/v1/admin/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      }
    }
  });

  it('refuses no token, a client session and an unverified staff session with 401', async () => {
    const client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    const pending = (await tokenFor(ctx.app, 'adviser@sextant.test', { mfaVerified: false })).token;
    for (const { method, url } of calls) {
      for (const token of [null, client, pending]) {
        const res = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
        });
        expect(res.statusCode, `${method} ${url} with ${token ? 'a token' : 'no token'}`).toBe(401);
      }
    }
  });

  // About 2,000 requests through the whole app: near the default 30 s on a 2-core machine.
  it('answers malformed ids, queries and bodies from an admin with a 4xx, never a 500', async () => {
    const admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    const idLike = ['not-a-uuid', '1', randomUUID()];
    const queries = [
      '',
      '?page=-1&per_page=100000&sort=name;drop%20table%20users&order=sideways',
      '?q=%25_%5C%27&page=abc&status=everything&from=2026-02-30&to=yesterday&client=nope',
      '?from=0000-01-01&to=9999-12-31',
      '?from=0001-01-01',
    ];
    const bodies = [
      '{}',
      '[]',
      '"text"',
      '{"a":{"b":[1,2,{"c":null}]},"id":123,"email":["x"]}',
      '{"title":1e309}',
      '{"start_date":"0000-01-01","fca_registered_date":"9999-12-31","financial_year":"0000/01"}',
    ];
    const doc = (await openApiDocument(ctx.app)) as OpenApiDocument;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/v1/admin/')) continue;
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        for (const id of path.includes('{') ? idLike : ['']) {
          const base = path.replace(/\{[^}]+\}/g, id);
          for (const query of method === 'GET' ? queries : ['']) {
            for (const payload of method === 'GET' || method === 'DELETE' ? [undefined] : bodies) {
              const res = await ctx.app.inject({
                method: method as 'GET',
                url: base + query,
                headers: {
                  authorization: `Bearer ${admin}`,
                  ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
                },
                ...(payload === undefined ? {} : { payload }),
              });
              expect(res.statusCode, `${method} ${base}${query} ${payload ?? ''}: ${res.body}`).toBeLessThan(
                500,
              );
            }
          }
        }
      }
    }
  }, 120_000);
});
