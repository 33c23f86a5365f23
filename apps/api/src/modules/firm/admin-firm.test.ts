import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firms } from '@/db/schema/index';
import { imageTypeOf as logoType } from '@/shared/images';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm, addStaff } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { auditRows, userByEmail } from '@/test/sign-in';

const NOW = new Date('2026-11-21T09:00:00Z');

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  randomBytes(24),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

/** A multipart body with one file part (and optional text fields). */
function upload(file: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----sextant${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'logo.png'}"\r\n` +
      `Content-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('logoType', () => {
  it('tells PNG, JPEG and WebP by their first bytes and nothing else', () => {
    expect(logoType(PNG)).toBe('image/png');
    expect(logoType(JPEG)).toBe('image/jpeg');
    expect(logoType(WEBP)).toBe('image/webp');
    expect(logoType(SVG)).toBeNull();
    expect(logoType(GIF)).toBeNull();
    expect(logoType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(logoType(Buffer.alloc(0))).toBeNull();
  });
});

describe.each(testDatabaseKinds)('admin firm profile on %s', (kind) => {
  let ctx: TestContext;
  let firmId: string;
  let adminId: string;
  let tokens: { admin: string; adviser: string; client: string; otherAdmin: string };
  let other: Awaited<ReturnType<typeof addFirm>>;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db, NOW) });
    const admin = await userByEmail(ctx, 'adviser@sextant.test');
    firmId = admin.firmId;
    adminId = admin.id;
    const adviser = await addStaff(ctx, 'adviser');
    other = await addFirm(ctx);
    tokens = {
      admin: (await tokenFor(ctx.app, admin.email)).token,
      adviser: (await tokenFor(ctx.app, adviser.email)).token,
      client: (await tokenFor(ctx.app, 'demo@sextant.test')).token,
      otherAdmin: (await tokenFor(ctx.app, other.admin.email)).token,
    };
  });
  afterAll(() => ctx?.close());

  const call = (token: string, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const postLogo = (token: string, body: ReturnType<typeof upload>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/firm/logo',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  const stored = async (id = firmId) => (await ctx.db.select().from(firms).where(eq(firms.id, id)))[0]!;

  it('shows the firm to admins and advisers', async () => {
    const firm = await stored();
    for (const token of [tokens.admin, tokens.adviser]) {
      const res = await call(token, 'GET', '/v1/admin/firm');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        uuid: firmId,
        name: firm.name,
        logo: firm.logo,
        bio: firm.bio,
        fca_number: firm.fcaNumber,
        fca_registered_date: firm.fcaRegisteredDate,
        support_email: firm.supportEmail,
      });
    }
    expect((await call(tokens.otherAdmin, 'GET', '/v1/admin/firm')).json().uuid).toBe(other.firm.id);
  });

  it('saves an admin’s changes, audits them, and the client app shows them', async () => {
    const before = await stored();
    const res = await call(tokens.admin, 'PATCH', '/v1/admin/firm', {
      name: '  Harbour & Vale Wealth  ',
      bio: 'Line one.\nLine two <b>not bold</b>.',
      fca_number: '1234567',
      fca_registered_date: '2015-03-01',
      support_email: 'Help@Harbour.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Harbour & Vale Wealth',
      bio: 'Line one.\nLine two <b>not bold</b>.',
      fca_number: '1234567',
      fca_registered_date: '2015-03-01',
      support_email: 'Help@Harbour.test',
    });
    const client = await call(tokens.client, 'GET', '/v1/firm');
    expect(client.json()).toMatchObject({
      name: 'Harbour & Vale Wealth',
      bio: 'Line one.\nLine two <b>not bold</b>.',
      fca_number: '1234567',
      fca_registered_date: '2015-03-01',
    });
    const [audit] = await auditRows(ctx, 'admin.firm.update');
    expect(audit).toMatchObject({
      firmId,
      actorId: adminId,
      details: {
        changes: {
          name: { from: before.name, to: 'Harbour & Vale Wealth' },
          bio: { changed: true },
          fca_number: { from: before.fcaNumber, to: '1234567' },
          fca_registered_date: { from: before.fcaRegisteredDate, to: '2015-03-01' },
          support_email: { from: before.supportEmail, to: 'Help@Harbour.test' },
        },
      },
    });
    // Another firm is untouched.
    expect((await stored(other.firm.id)).name).toBe('Other Firm');
  });

  it('changes only the fields sent, and audits nothing when nothing changed', async () => {
    const res = await call(tokens.admin, 'PATCH', '/v1/admin/firm', { fca_number: '123456' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fca_number: '123456', name: 'Harbour & Vale Wealth' });
    const rows = (await auditRows(ctx, 'admin.firm.update')).length;
    expect((await call(tokens.admin, 'PATCH', '/v1/admin/firm', { fca_number: '123456' })).statusCode).toBe(
      200,
    );
    expect((await call(tokens.admin, 'PATCH', '/v1/admin/firm', {})).statusCode).toBe(200);
    expect(await auditRows(ctx, 'admin.firm.update')).toHaveLength(rows);
    // Today (UK) is allowed.
    expect(
      (await call(tokens.admin, 'PATCH', '/v1/admin/firm', { fca_registered_date: '2026-11-21' })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['an FCA number of 5 digits', { fca_number: '12345' }, 'fca_number'],
    ['an FCA number of 8 digits', { fca_number: '12345678' }, 'fca_number'],
    ['an FCA number with letters', { fca_number: '12345a' }, 'fca_number'],
    ['a future registration date', { fca_registered_date: '2026-11-22' }, 'fca_registered_date'],
    ['an impossible date', { fca_registered_date: '2021-02-30' }, 'fca_registered_date'],
    ['a date that is not ISO', { fca_registered_date: '01/03/2015' }, 'fca_registered_date'],
    ['a bad email', { support_email: 'help at firm' }, 'support_email'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a name over two lines', { name: 'a\nb' }, 'name'],
    ['a 201-character name', { name: 'n'.repeat(201) }, 'name'],
    ['a bio of 5,001 characters', { bio: 'b'.repeat(5001) }, 'bio'],
    ['a bio with a control character', { bio: 'a\u0007' }, 'bio'],
  ])('refuses %s with 422 and changes nothing', async (_, payload, field) => {
    const before = await stored();
    const res = await call(tokens.admin, 'PATCH', '/v1/admin/firm', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([expect.any(String)]);
    expect(await stored()).toEqual(before);
  });

  it('lets only admins change the profile or the logo (adviser and client: 401)', async () => {
    const before = await stored();
    for (const token of [tokens.adviser, tokens.client]) {
      expect((await call(token, 'PATCH', '/v1/admin/firm', { name: 'Hijack' })).statusCode).toBe(401);
      expect((await postLogo(token, upload(PNG))).statusCode).toBe(401);
      expect((await call(token, 'DELETE', '/v1/admin/firm/logo')).statusCode).toBe(401);
    }
    expect((await call(tokens.client, 'GET', '/v1/admin/firm')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/admin/firm' })).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('takes a PNG, JPEG or WebP logo as a data: URL that the client app shows, and removes it', async () => {
    for (const [file, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      [PNG, 'image/png'],
    ] as const) {
      // The declared type and name do not matter: the bytes do.
      const res = await postLogo(
        tokens.admin,
        upload(file, { type: 'application/octet-stream', filename: 'x.bin' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().logo).toBe(`data:${type};base64,${file.toString('base64')}`);
    }
    expect((await call(tokens.client, 'GET', '/v1/firm')).json().logo).toBe(
      `data:image/png;base64,${PNG.toString('base64')}`,
    );
    expect((await auditRows(ctx, 'admin.firm.logo.set')).at(-1)).toMatchObject({
      firmId,
      actorId: adminId,
      details: { type: 'image/png', bytes: PNG.length },
    });

    const removed = await call(tokens.admin, 'DELETE', '/v1/admin/firm/logo');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logo).toBeNull();
    expect((await call(tokens.client, 'GET', '/v1/firm')).json().logo).toBeNull();
    expect(await auditRows(ctx, 'admin.firm.logo.remove')).toHaveLength(1);
  });

  it('refuses SVG, other formats, files over 200 KB and a missing file with 422, keeping the logo', async () => {
    await postLogo(tokens.admin, upload(PNG));
    const before = (await stored()).logo;
    const big = Buffer.concat([PNG, Buffer.alloc(200 * 1024 + 1 - PNG.length)]);
    expect(big.length).toBe(200 * 1024 + 1);
    const exact = Buffer.concat([PNG, Buffer.alloc(200 * 1024 - PNG.length)]);
    const cases: Array<[string, ReturnType<typeof upload>]> = [
      ['SVG', upload(SVG, { type: 'image/svg+xml', filename: 'logo.svg' })],
      ['SVG named .png', upload(SVG)],
      ['GIF', upload(GIF, { type: 'image/gif' })],
      ['over 200 KB', upload(big)],
      ['empty', upload(Buffer.alloc(0))],
      ['another field', upload(PNG, { field: 'logo' })],
    ];
    for (const [name, body] of cases) {
      const res = await postLogo(tokens.admin, body);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors.file, name).toEqual([expect.any(String)]);
    }
    const json = await call(tokens.admin, 'POST', '/v1/admin/firm/logo', { file: PNG.toString('base64') });
    expect(json.statusCode).toBe(422);
    expect((await stored()).logo).toBe(before);
    expect((await postLogo(tokens.admin, upload(exact))).statusCode).toBe(200);
  });

  it("keeps each firm's admin to their own firm", async () => {
    const ours = await stored();
    const res = await call(tokens.otherAdmin, 'PATCH', '/v1/admin/firm', { name: 'Renamed Other' });
    expect(res.statusCode).toBe(200);
    expect(res.json().uuid).toBe(other.firm.id);
    expect((await postLogo(tokens.otherAdmin, upload(JPEG))).json().uuid).toBe(other.firm.id);
    expect(await stored()).toEqual(ours);
    expect((await stored(other.firm.id)).name).toBe('Renamed Other');
  });
});
