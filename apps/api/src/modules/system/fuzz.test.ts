import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { createTestContext, openApiDocument, type TestContext } from '@/test/context';
import { createDemoPeople } from '@/test/fixtures/people';
import { createDemoPortfolios } from '@/test/fixtures/policies';
import { tokenFor } from '@/test/sessions';
import { manyParts, STREAM_CHUNK, streamedBody } from '@/test/upload';

/**
 * Every operation in the OpenAPI document gets its share of REQUESTS_IN_ALL malformed requests from a seeded
 * generator, signed in as its scope needs: no answer may be a 5xx, and every one says `no-store`. A failure prints the seed and the
 * request, so `FUZZ_SEED=<seed>` replays it.
 */
const REQUESTS_IN_ALL = 7_000;
/**
 * Shared among the operations, so the file's time stays put as calls are added (at 50 each, 140 operations
 * made 7,000 requests and 175 made 8,750: the slowest file of the suite, 90 s in a CI run); never fewer than
 * this each.
 */
const LEAST_PER_OPERATION = 30;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

/**
 * Zod's own wording, which a person should never read: every 422 says what to do in plain words
 * (shared/routes/plain-messages.ts). "Invalid email address" is not here: it is SPEC's own text.
 */
const SCHEMA_WORDING =
  /Invalid (input|option|string|UUID|ISO|key|element|number|format|value)\b|Too (small|big)|^Expected |: expected |received (undefined|null|string|number|boolean|object|array)|Unrecognized key|must match pattern/;

/** The field messages of a 422 that read as schema wording. */
function schemaWorded(status: number, body: string): string[] {
  if (status !== 422) return [];
  const errors: Record<string, string[]> = JSON.parse(body).errors ?? {};
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.filter((message) => SCHEMA_WORDING.test(message)).map((message) => `${field}: ${message}`),
  );
}

/** mulberry32: small, seeded, good enough to pick cases. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick, int: (max: number) => Math.floor(next() * max) };
}
type Random = ReturnType<typeof random>;

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Odd values for a path segment: ids that are not ids, traversal, encodings. */
const PATH_VALUES = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  '%ZZ',
  'x'.repeat(5000),
  encodeURIComponent('😀'),
  encodeURIComponent("' or 1=1 --"),
  '-1',
  '1e999',
  encodeURIComponent('\u202e'),
  '%ED%A0%80',
  'null',
];

/** Odd values for a string field or a query parameter. */
const TEXT_VALUES: unknown[] = [
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  '\ud800',
  '😀'.repeat(1000),
  '\u202e\u200b',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '-1',
  '1e309',
  'NaN',
  '2026-02-30',
  '9999-99-99',
  '0x10',
];
const ANY_VALUES: unknown[] = [
  ...TEXT_VALUES,
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [1, 'a', null],
  {},
  { __proto__: { admin: true } },
  { constructor: { prototype: { polluted: true } } },
];

function jsonFor(schema: Schema | undefined, r: Random, depth = 0): unknown {
  if (!schema || depth > 4 || r.next() < 0.25) return r.pick(ANY_VALUES);
  if (schema.type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      if (r.next() < 0.8) out[name] = jsonFor(property, r, depth + 1);
    if (r.next() < 0.2) out[r.pick(['__proto__', 'constructor', 'extra', ''])] = r.pick(ANY_VALUES);
    return out;
  }
  if (schema.type === 'array') return [jsonFor(schema.items, r, depth + 1), r.pick(ANY_VALUES)];
  return r.pick(ANY_VALUES);
}

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Operation {
  'x-scope': string;
  parameters?: { name: string; in: 'path' | 'query' }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const BOUNDARY = '----fuzz';
const multipart = (parts: string) => ({
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  payload: parts,
});

/** A body that is wrong in one way: its types, its encoding, its framing. */
function bodyFor(operation: Operation, r: Random): Pick<InjectOptions, 'payload'> & { type?: string } {
  const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  const kind = r.int(12);
  switch (kind) {
    case 0:
      return { type: 'application/json', payload: '{"truncated": ' };
    case 1:
      return { type: 'application/json', payload: deep(r.pick([100, 10_000, 100_000])) };
    case 2:
      return { type: 'application/json', payload: deepObject(r.pick([65, 10_000])) };
    case 3:
      return {
        type: 'application/json',
        payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      };
    case 4:
      return { type: 'application/json', payload: `{"a":"\\ud800","LoginForm":{"username":"\\udfff"}}` };
    case 5: {
      const m = multipart(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc`,
      );
      return { type: m['content-type'], payload: m.payload };
    }
    case 6:
      return { type: 'multipart/form-data', payload: 'no boundary at all' };
    case 7: {
      const m = multipart(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`);
      return { type: m['content-type'], payload: m.payload };
    }
    case 8:
      return {
        type: 'application/x-www-form-urlencoded',
        payload: r.pick([
          'a[__proto__][x]=1',
          'LoginForm[username][]=1&LoginForm[username][]=2',
          '%ZZ=%',
          'a=%00',
        ]),
      };
    case 9:
      return {
        type: r.pick(['text/plain', 'application/xml', 'text/csv', 'application/octet-stream']),
        payload: '\u0000\u0001<x/>',
      };
    default:
      return { type: 'application/json', payload: JSON.stringify(jsonFor(schema, r)) };
  }
}

/** A lone surrogate has no UTF-8: it goes as the bytes a hostile client would send (CESU-8). */
const queryEncoded = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

function requestFor(path: string, method: string, operation: Operation, r: Random): InjectOptions {
  const url = path.replace(/\{[^}]+\}/g, () => r.pick(PATH_VALUES));
  const query = (operation.parameters ?? [])
    .filter((p) => p.in === 'query')
    .flatMap((p) => {
      const value = r.pick(TEXT_VALUES.slice(0, -1).concat(['%ZZ', '%00']));
      const encoded =
        typeof value === 'string' && value.startsWith('%') ? value : queryEncoded(String(value));
      return r.next() < 0.2 ? [`${p.name}=${encoded}`, `${p.name}=${encoded}`] : [`${p.name}=${encoded}`];
    });
  const request: InjectOptions = {
    method: method.toUpperCase() as InjectOptions['method'],
    url: query.length > 0 ? `${url}?${query.join('&')}` : url,
    remoteAddress: `10.${r.int(256)}.${r.int(256)}.${r.int(256)}`,
  };
  if (method !== 'get' && method !== 'delete') {
    const { type, payload } = bodyFor(operation, r);
    request.payload = payload;
    request.headers = type ? { 'content-type': type } : {};
  }
  return request;
}

/** The email to sign in as for an operation's scope, or null for a public one. */
const emailFor = (scope: string) =>
  scope === 'public'
    ? null
    : scope === 'staff' || scope === 'admin'
      ? 'adviser@sextant.test'
      : 'demo@sextant.test';

/** Every operation of the document, each with a fresh session as its scope needs (a fuzzed sign-out or password
 * change must not starve the next one). */
async function* operations(ctx: TestContext) {
  const doc = await openApiDocument(ctx.app);
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      const email = emailFor(operation['x-scope']);
      const token = email ? (await tokenFor(ctx.app, email)).token : null;
      yield { path, method, operation, auth: token ? { authorization: `Bearer ${token}` } : {} };
    }
  }
}

async function seedPortfolios(db: Database) {
  const { firm, demo, vip } = await createDemoPeople(db);
  await createDemoPortfolios(db, firm, [demo, vip], { today: new Date(), valuationDays: 30, providers: 2 });
}

describe('malformed requests to every operation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { seed: seedPortfolios });
  });
  afterAll(() => ctx?.close());

  it(`answers ${REQUESTS_IN_ALL} malformed requests across the operations without a 5xx or schema wording (seed ${SEED})`, async () => {
    const doc = await openApiDocument(ctx.app);
    const count = Object.values(doc.paths as Record<string, object>).reduce(
      (n, m) => n + Object.keys(m).length,
      0,
    );
    const perOperation = Math.max(LEAST_PER_OPERATION, Math.ceil(REQUESTS_IN_ALL / count));
    const r = random(SEED);
    const failures: string[] = [];
    let sent = 0;
    for await (const { path, method, operation, auth } of operations(ctx)) {
      for (let i = 0; i < perOperation; i++) {
        const request = requestFor(path, method, operation, r);
        request.headers = { ...request.headers, ...auth };
        const res = await ctx.app.inject(request);
        sent += 1;
        // Every API answer, an error included, may carry private data: none may be kept by a cache.
        if (path.startsWith('/v1/') && !String(res.headers['cache-control']).includes('no-store'))
          failures.push(`no Cache-Control: no-store on ${res.statusCode} ${request.method} ${path}`);
        if (res.statusCode >= 500)
          failures.push(
            `${res.statusCode} ${request.method} ${String(request.url).slice(0, 200)} ${JSON.stringify(request.headers ?? {})} body=${String(request.payload ?? '').slice(0, 200)} → ${res.body.slice(0, 300)}`,
          );
        for (const worded of schemaWorded(res.statusCode, res.body))
          failures.push(`schema wording from ${request.method} ${path}: ${worded}`);
      }
    }
    expect(count).toBeGreaterThanOrEqual(140);
    expect(sent).toBeGreaterThanOrEqual(REQUESTS_IN_ALL);
    expect(failures, `seed ${SEED}:\n${failures.slice(0, 20).join('\n')}`).toEqual([]);
    // Over 7,000 requests and a sign-in per operation: 25 s alone, 131 s beside the rest of the suite on the
    // slower machine CI ran on (2026-11-26).
  }, 300_000);
});

/** Every call's bounds lowered to this, so each oversized body below is megabytes, not the real gigabyte. */
const BODY_CAP = 256 * 1024;
const OVERSIZED = 4 * 1024 * 1024;
/** What a stream may run ahead of the server's reading: its own buffer and the request's, a chunk each. */
const SLACK = 4 * STREAM_CHUNK;

/** One body of each shape that has taken a node's memory: many parts, a long field, large files, long JSON and forms. */
const OVERSIZED_BODIES: [string, ReturnType<typeof manyParts>, Record<string, string>?][] = [
  ['1,000 text parts', manyParts(1000, OVERSIZED / 1000)],
  ['one long field', manyParts(1, OVERSIZED)],
  ['one large file', manyParts(1, OVERSIZED, true)],
  ['100 files', manyParts(100, OVERSIZED / 100, true)],
  ['long JSON', wholeBody('application/json', '{"a":"', OVERSIZED, '"}')],
  ['a long URL-encoded form', wholeBody('application/x-www-form-urlencoded', 'a=', OVERSIZED, '')],
  ['a long CSV', wholeBody('text/csv', 'policy_reference,date,value,currency\n', OVERSIZED, '')],
  [
    'long JSON with its length',
    wholeBody('application/json', '{"a":"', OVERSIZED, '"}'),
    { 'content-length': String(OVERSIZED + 8) },
  ],
];

/** A body of one type: a start, `bytes` of filler, an end, made as it is read. */
function wholeBody(type: string, start: string, bytes: number, end: string) {
  return {
    headers: { 'content-type': type },
    *parts() {
      yield Buffer.from(start);
      for (let sent = 0; sent < bytes; sent += STREAM_CHUNK) yield Buffer.alloc(STREAM_CHUNK, 'a');
      yield Buffer.from(end);
    },
  };
}

const REFUSALS = [400, 413, 415, 422];

/** The call's own body bound, as its route holds it (the contract's, lowered to BODY_CAP; route-table.ts). */
function boundOf(ctx: TestContext, method: string, path: string): number {
  const url = path.replace(/\{([^}]+)\}/g, ':$1');
  const route = ctx.app.routeTable.find((r) => r.method === method.toUpperCase() && r.url === url);
  if (route?.bodyBytes === undefined) throw new Error(`no bounds for ${method} ${path}`);
  return route.bodyBytes;
}

describe('oversized bodies to every operation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { seed: seedPortfolios, bodyCap: BODY_CAP });
  });
  afterAll(() => ctx?.close());

  it('refuses each shape of oversized body, without a 5xx, having read no more than the call’s bounds', async () => {
    const failures: string[] = [];
    let sent = 0;
    for await (const { path, method, auth } of operations(ctx)) {
      if (method === 'get') continue;
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-0000-0000-000000000000');
      for (const [shape, body, headers] of OVERSIZED_BODIES) {
        const streamed = streamedBody(() => body.parts());
        const res = await ctx.app.inject({
          method: method.toUpperCase() as InjectOptions['method'],
          url,
          headers: { ...body.headers, ...headers, ...auth },
          payload: streamed.stream,
        });
        sent += 1;
        const what = `${method.toUpperCase()} ${path} with ${shape}`;
        // Refused as a body: past its bound (413), of a type the call does not take (415), unreadable (400), or
        // a file of the wrong kind or size named in a 422 — never a 5xx, never taken.
        if (!REFUSALS.includes(res.statusCode))
          failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        // Having read no more than this call's own bound (capped), not merely the cap.
        const bound = boundOf(ctx, method, path);
        if (streamed.read() > bound + SLACK)
          failures.push(`${what}: read ${streamed.read()} bytes of a ${bound}-byte bound`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(80 * OVERSIZED_BODIES.length);
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
  }, 300_000);
});
