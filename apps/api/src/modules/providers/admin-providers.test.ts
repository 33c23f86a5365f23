import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '@/db/schema/index';
import { imageTypeOf } from '@/shared/images';
import { otherFirmWithAdmin } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import type { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { createDemoPortfolios } from '@/test/fixtures/policies';
import { tokenFor } from '@/test/sessions';
import { auditRows } from '@/test/sign-in';
import { checkLogo } from './logo';

const NOW = new Date('2026-11-21T09:00:00Z');
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

interface ProviderBody {
  uuid: string;
  name: string;
  description: string;
  website: string | null;
  logo: string | null;
  policy_count: number;
  panel_count: number;
}

describe('checkLogo', () => {
  it('knows PNG, JPEG and WebP by their bytes and nothing else', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(WEBP)).toBe('image/webp');
    expect(imageTypeOf(SVG)).toBeNull();
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeNull();
  });

  it('accepts https addresses and image data URLs, refuses the rest', () => {
    expect(checkLogo(null)).toEqual({ ok: true, logo: null });
    expect(checkLogo('')).toEqual({ ok: true, logo: null });
    expect(checkLogo('https://cdn.example/logo.png')).toEqual({
      ok: true,
      logo: 'https://cdn.example/logo.png',
    });
    expect(checkLogo(dataUrl('image/png', PNG))).toEqual({ ok: true, logo: dataUrl('image/png', PNG) });
    for (const bad of [
      'http://cdn.example/logo.png',
      'javascript:alert(1)',
      'https://cdn.example/logo.svg',
      dataUrl('image/svg+xml', SVG),
      dataUrl('image/png', SVG),
      dataUrl('image/png', JPEG),
      'data:image/png;base64,!!!',
      dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(200 * 1024)])),
    ]) {
      expect(checkLogo(bad).ok, bad.slice(0, 40)).toBe(false);
    }
  });
});

describe.each(testDatabaseKinds)('admin providers on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let client: string;
  let other: Awaited<ReturnType<typeof addFirm>>;
  let otherAdmin: string;
  let otherProviderId: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo } = await createDemoPeople(db, NOW);
        await createDemoPortfolios(db, firm, [demo], { today: NOW, valuationDays: 0, providers: 2 });
      },
    });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    ({ other, otherAdmin } = await otherFirmWithAdmin(ctx));
    const [row] = await ctx.db
      .insert(providers)
      .values({ firmId: other.firm.id, name: 'Other Firm Provider' })
      .returning();
    otherProviderId = row!.id;
  });
  afterAll(() => ctx?.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('lists the firm’s providers with policy counts, searched, sorted and paged', async () => {
    const res = await call(admin, 'GET', '/v1/admin/providers');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: ProviderBody[]; total: number; page: number; per_page: number };
    expect(body.total).toBeGreaterThan(1);
    expect(body.items.every((p) => p.name !== 'Other Firm Provider')).toBe(true);
    const names = body.items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(body.items.some((p) => p.policy_count > 0)).toBe(true);
    expect(body.items.every((p) => p.panel_count >= 0)).toBe(true);

    const first = body.items[0]!;
    const search = (
      await call(admin, 'GET', `/v1/admin/providers?q=${encodeURIComponent(first.name.slice(0, 4))}`)
    ).json();
    expect(search.items.map((p: ProviderBody) => p.uuid)).toContain(first.uuid);

    const desc = (
      await call(admin, 'GET', '/v1/admin/providers?sort=name&order=desc&per_page=1&page=1')
    ).json();
    expect(desc.items).toHaveLength(1);
    expect(desc.items[0].name).toBe(names.at(-1));
    expect(desc.total).toBe(body.total);

    expect((await call(admin, 'GET', '/v1/admin/providers?q=%25%25nothing%25')).json().total).toBe(0);
    expect((await call(admin, 'GET', '/v1/admin/providers?sort=logo')).statusCode).toBe(422);
    expect((await call(admin, 'GET', '/v1/admin/providers?sort=created_at&order=desc')).statusCode).toBe(200);
  });

  it('creates, reads, changes and deletes a provider, auditing each change', async () => {
    const created = await call(admin, 'POST', '/v1/admin/providers', {
      name: '  New Provider Ltd  ',
      description: 'A platform.',
      website: 'https://new-provider.example',
      logo: dataUrl('image/png', PNG),
    });
    expect(created.statusCode).toBe(201);
    const provider = created.json() as ProviderBody;
    expect(provider).toMatchObject({
      name: 'New Provider Ltd',
      description: 'A platform.',
      website: 'https://new-provider.example',
      logo: dataUrl('image/png', PNG),
      policy_count: 0,
      panel_count: 0,
    });
    expect(await auditRows(ctx, 'admin.provider.create', provider.uuid)).toHaveLength(1);

    const read = await call(admin, 'GET', `/v1/admin/providers/${provider.uuid}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe('New Provider Ltd');

    const changed = await call(admin, 'PATCH', `/v1/admin/providers/${provider.uuid}`, {
      description: 'Changed.',
      website: null,
      logo: 'https://cdn.example/new.webp',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'New Provider Ltd',
      description: 'Changed.',
      website: null,
      logo: 'https://cdn.example/new.webp',
    });
    const [update] = await auditRows(ctx, 'admin.provider.update', provider.uuid);
    expect(update!.details).toMatchObject({ fields: ['logo', 'description', 'website'] });

    // The client app sees the change.
    const seen = await call(client, 'GET', `/v1/provider/${provider.uuid}`);
    expect(seen.json().description).toBe('Changed.');

    const deleted = await call(admin, 'DELETE', `/v1/admin/providers/${provider.uuid}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/v1/admin/providers/${provider.uuid}`)).statusCode).toBe(404);
    expect(await auditRows(ctx, 'admin.provider.delete', provider.uuid)).toHaveLength(1);
  });

  it('refuses bad input with field errors', async () => {
    const cases: [object, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: 'Bad\u0007Name' }, 'name'],
      [{ name: 'Web', website: 'ftp://files.example' }, 'website'],
      [{ name: 'Web', website: 'javascript:alert(1)' }, 'website'],
      [{ name: 'Logo', logo: dataUrl('image/svg+xml', SVG) }, 'logo'],
      [{ name: 'Logo', logo: dataUrl('image/png', SVG) }, 'logo'],
      [{ name: 'Logo', logo: 'http://insecure.example/logo.png' }, 'logo'],
      [
        { name: 'Logo', logo: dataUrl('image/jpeg', Buffer.concat([JPEG, Buffer.alloc(205 * 1024)])) },
        'logo',
      ],
      [{}, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(admin, 'POST', '/v1/admin/providers', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const bad = await call(admin, 'PATCH', `/v1/admin/providers/${MISSING_UUID}`, { name: '' });
    expect(bad.statusCode).toBe(422);
    expect((await call(admin, 'GET', '/v1/admin/providers/not-a-uuid')).statusCode).toBe(422);
  });

  it('keeps names unique in the firm, whatever the case', async () => {
    const existing = (await call(admin, 'GET', '/v1/admin/providers')).json().items[0] as ProviderBody;
    const dup = await call(admin, 'POST', '/v1/admin/providers', { name: existing.name.toUpperCase() });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toBeDefined();

    const mine = (await call(admin, 'POST', '/v1/admin/providers', { name: 'Unique One' })).json();
    const rename = await call(admin, 'PATCH', `/v1/admin/providers/${mine.uuid}`, { name: existing.name });
    expect(rename.statusCode).toBe(422);
    // Another firm may use the same name.
    const theirs = await call(otherAdmin, 'POST', '/v1/admin/providers', { name: existing.name });
    expect(theirs.statusCode).toBe(201);
  });

  it('refuses to delete a provider in use', async () => {
    const used = (await call(admin, 'GET', '/v1/admin/providers'))
      .json()
      .items.find((p: ProviderBody) => p.policy_count > 0) as ProviderBody;
    const res = await call(admin, 'DELETE', `/v1/admin/providers/${used.uuid}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.provider).toBeDefined();
    expect((await call(admin, 'GET', `/v1/admin/providers/${used.uuid}`)).statusCode).toBe(200);
  });

  it('never reaches another firm’s providers: 404', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(admin, method, `/v1/admin/providers/${otherProviderId}`, payload);
      expect(res.statusCode, method).toBe(404);
    }
    expect((await call(admin, 'GET', `/v1/admin/providers/${MISSING_UUID}`)).statusCode).toBe(404);
    const theirs = (await call(otherAdmin, 'GET', '/v1/admin/providers')).json();
    expect(theirs.items.map((p: ProviderBody) => p.uuid)).toContain(otherProviderId);
    expect(theirs.items.every((p: ProviderBody) => p.policy_count === 0)).toBe(true);
  });

  it('refuses clients and unsigned callers: 401', async () => {
    expect((await call(client, 'GET', '/v1/admin/providers')).statusCode).toBe(401);
    expect((await call(client, 'POST', '/v1/admin/providers', { name: 'Client made' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/admin/providers' })).statusCode).toBe(401);
  });
});
