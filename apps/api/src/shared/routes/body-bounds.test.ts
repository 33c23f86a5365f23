import { FORM_BODY, JSON_BODY_BYTES } from '@sextant/contracts/body-bounds';
import { LOGO_MAX_BYTES } from '@sextant/contracts/rules/logo';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/context';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { DEMO_PASSWORD, form, multipart } from '@/test/sign-in';
import { manyParts, STREAM_CHUNK, streamedBody } from '@/test/upload';

/** What a stream may run ahead of the server's reading: its own buffer and the request's, a chunk each. */
const SLACK = 4 * STREAM_CHUNK;
const MB = 1024 * 1024;

describe('bodies held to their call’s bounds', () => {
  let ctx: TestContext;
  let client: string;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { seed: (db) => createDemoPeople(db) });
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
  });
  afterAll(() => ctx?.close());

  /** Sends a streamed body without a length; answers the reply and the bytes the server read of it. */
  async function stream(options: Omit<InjectOptions, 'payload'>, body: ReturnType<typeof manyParts>) {
    const sent = streamedBody(() => body.parts());
    const res = await ctx.app.inject({
      ...options,
      headers: { ...body.headers, ...options.headers },
      payload: sent.stream,
    });
    return { res, read: sent.read() };
  }
  const signIn = (body: { payload: string; headers: Record<string, string> }) =>
    ctx.app.inject({ method: 'POST', url: '/v1/authentication/create', ...body });
  const signInFields = { 'LoginForm[username]': 'demo@sextant.test', 'LoginForm[password]': DEMO_PASSWORD };

  it('takes SPEC’s form calls as a URL-encoded form, a small multipart one and JSON', async () => {
    for (const body of [
      form(signInFields),
      multipart(signInFields),
      {
        payload: JSON.stringify({ LoginForm: { username: 'demo@sextant.test', password: DEMO_PASSWORD } }),
        headers: { 'content-type': 'application/json' },
      },
    ]) {
      const res = await signIn(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().jwt).toEqual(expect.any(String));
    }
  });

  it('refuses one anonymous request of a thousand parts after reading no more than the form’s bounds', async () => {
    const { res, read } = await stream(
      { method: 'POST', url: '/v1/authentication/create' },
      manyParts(1000, 64 * 1024),
    );
    expect(res.statusCode).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(read).toBeLessThanOrEqual(FORM_BODY.maxBytes + SLACK);
    expect(read).toBeGreaterThan(0);
  });

  it('refuses a field past its length, more fields than the form has, and a file sent to a form', async () => {
    const cases = [
      { body: manyParts(1, 8 * 1024), message: /too long/ },
      { body: manyParts(FORM_BODY.form!.fields + 1, 10), message: /more than 8 fields/ },
      { body: manyParts(1, 10, true), message: /takes no files/ },
    ];
    for (const { body, message } of cases) {
      const { res, read } = await stream({ method: 'POST', url: '/v1/authentication/create' }, body);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().message).toMatch(message);
      expect(read).toBeLessThanOrEqual(FORM_BODY.maxBytes + SLACK);
    }
  });

  it('holds a URL-encoded form to the same bounds: its fields and their length (413)', async () => {
    const fields = FORM_BODY.form!.fields;
    const extra = Object.fromEntries(Array.from({ length: fields - 2 }, (_, i) => [`f${i}`, '1']));
    // At the bound the form is read (the fields it does not know are left aside).
    expect((await signIn(form({ ...signInFields, ...extra }))).statusCode).toBe(200);
    const many = await signIn(form({ ...signInFields, ...extra, one: 'more' }));
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe(`The form has more than ${fields} fields.`);
    const long = await signIn(
      form({ ...signInFields, 'LoginForm[password]': 'x'.repeat(FORM_BODY.form!.fieldBytes + 1) }),
    );
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toBe('The field “LoginForm[password]” is too long.');
  });

  it('refuses a part without a name as unreadable (400)', async () => {
    const boundary = '----nameless';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/create',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body could not be read: a part has no name.');
  });

  it('refuses a declared length past the bounds before reading any of it', async () => {
    const body = manyParts(1000, 64 * 1024);
    const { res, read } = await stream(
      { method: 'POST', url: '/v1/authentication/create', headers: { 'content-length': String(64 * MB) } },
      body,
    );
    expect(res.statusCode).toBe(413);
    expect(read).toBeLessThanOrEqual(SLACK);
  });

  it('refuses multipart and forms to a JSON call at once (415), and JSON past its bound (413)', async () => {
    const auth = { authorization: `Bearer ${client}` };
    const asMultipart = await stream(
      { method: 'PUT', url: '/v1/client', headers: auth },
      manyParts(500, 64 * 1024),
    );
    expect(asMultipart.res.statusCode).toBe(415);
    expect(asMultipart.read).toBeLessThanOrEqual(SLACK);
    const urlEncoded = form({ a: 'b' });
    const asForm = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/client',
      payload: urlEncoded.payload,
      headers: { ...auth, ...urlEncoded.headers },
    });
    expect(asForm.statusCode).toBe(415);

    const json = {
      headers: { 'content-type': 'application/json' },
      *parts() {
        yield Buffer.from('{"changedFields":{"first_name":"');
        for (let i = 0; i < 64; i++) yield Buffer.alloc(64 * 1024, 'a');
        yield Buffer.from('"}}');
      },
    };
    const tooLarge = await stream({ method: 'PUT', url: '/v1/client', headers: auth }, json);
    expect(tooLarge.res.statusCode).toBe(413);
    expect(tooLarge.read).toBeLessThanOrEqual(JSON_BODY_BYTES + SLACK);
    // The same call with a body inside its bound is read and checked (422: the name is too long).
    const small = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/client',
      headers: auth,
      payload: { changedFields: { first_name: 'a'.repeat(1000) } },
    });
    expect(small.statusCode).toBe(422);
  });

  it('stops reading an upload at its file’s bound', async () => {
    const { res, read } = await stream(
      { method: 'POST', url: '/v1/admin/firm/logo', headers: { authorization: `Bearer ${admin}` } },
      manyParts(1, 5 * MB, true),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file0: ['The file can be at most 200 KB.'] });
    expect(res.headers.connection).toBe('close');
    expect(read).toBeLessThanOrEqual(LOGO_MAX_BYTES + 64 * 1024 + SLACK);
  });

  it('refuses a body sent to a call behind a session before reading it, when the session is missing', async () => {
    const { res, read } = await stream({ method: 'PUT', url: '/v1/client' }, manyParts(500, 64 * 1024));
    expect(res.statusCode).toBe(401);
    expect(read).toBeLessThanOrEqual(SLACK);
  });
});
