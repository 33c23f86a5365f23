import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdviserToken } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { createDemoPortfolios } from '@/test/fixtures/policies';
import { tokenFor } from '@/test/sessions';
import { auditRows, userByEmail } from '@/test/sign-in';

describe.each(testDatabaseKinds)('back-office policies on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let adviser: string;
  let client: string;
  let other: Awaited<ReturnType<typeof addFirm>>;
  let otherToken: string;
  let demoId: string;
  let providerId: string;
  const now = new Date('2026-11-21T09:00:00Z');

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo, vip, newcomer } = await createDemoPeople(db, now);
        await createDemoPortfolios(db, firm, [demo, vip, newcomer], { today: now, valuationDays: 800 });
      },
    });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
    adviser = await newAdviserToken(ctx);
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    other = await addFirm(ctx);
    otherToken = (await tokenFor(ctx.app, other.admin.email)).token;
    demoId = (await userByEmail(ctx, 'demo@sextant.test')).id;
    const options = await call('GET', '/v1/admin/policies/options?q=alex');
    providerId = options.json().providers[0].uuid;
  });
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, token = admin) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body !== undefined && { payload: body as Record<string, unknown> }),
    });

  it('lists, searches, sorts, filters and pages the firm’s policies', async () => {
    const res = await call('GET', '/v1/admin/policies');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 12, page: 1, per_page: 25 });
    expect(page.items[0]).toMatchObject({
      reference: 'HV-0101-ISA',
      client: { name: 'Alex Morgan', email: 'demo@sextant.test' },
      latest_valuation: { date: '2026-11-21', currency: 'GBP' },
    });
    const search = (await call('GET', '/v1/admin/policies?q=victoria')).json();
    expect(search.total).toBe(4);
    expect(search.items.every((p: { reference: string }) => p.reference.startsWith('HV-02'))).toBe(true);
    expect((await call('GET', '/v1/admin/policies?q=GIA')).json().total).toBe(3);
    const byValue = (await call('GET', '/v1/admin/policies?sort=latest_value&order=desc')).json();
    const values = byValue.items.map(
      (p: { latest_valuation: { value: number } }) => p.latest_valuation.value,
    );
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
    const mine = (await call('GET', `/v1/admin/policies?client=${demoId}&per_page=2&page=2`)).json();
    expect(mine).toMatchObject({ total: 4, page: 2 });
    expect(mine.items).toHaveLength(2);
    expect((await call('GET', '/v1/admin/policies?sort=nope')).statusCode).toBe(422);
    expect((await call('GET', '/v1/admin/policies?client=nope')).statusCode).toBe(422);
    expect((await call('GET', '/v1/admin/policies', undefined, client)).statusCode).toBe(401);
    expect((await call('GET', '/v1/admin/policies', undefined, otherToken)).json().total).toBe(0);
  });

  it('answers the form’s options: the firm’s clients (not staff) and providers', async () => {
    const options = (await call('GET', '/v1/admin/policies/options')).json();
    expect(options.clients.map((c: { email: string }) => c.email)).toContain('demo@sextant.test');
    expect(options.clients.map((c: { email: string }) => c.email)).not.toContain('adviser@sextant.test');
    expect(options.providers).toHaveLength(6);
    const theirs = (await call('GET', '/v1/admin/policies/options', undefined, otherToken)).json();
    expect(theirs.providers).toEqual([]);
    expect(theirs.clients.map((c: { email: string }) => c.email)).toEqual([other.client.email]);
  });

  it('creates a policy, checks its links in the firm, and audits it', async () => {
    const body = {
      client_id: demoId,
      provider_id: providerId,
      reference: '  HV-0105-JISA ',
      product_type: 'Junior ISA',
      start_date: '2025-04-06',
      currency: 'gbp',
      wrapper: 'jisa',
    };
    const { wrapper: _wrapper, ...unwrapped } = body;
    const plain = await call('POST', '/v1/admin/policies', { ...unwrapped, reference: 'HV-0106-X' }, adviser);
    expect(plain.json().wrapper).toBe('other');
    const res = await call('POST', '/v1/admin/policies', body, adviser);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      reference: 'HV-0105-JISA',
      currency: 'GBP',
      wrapper: 'jisa',
      latest_valuation: null,
      valuation_count: 0,
      client: { uuid: demoId },
    });
    const [audit] = (await auditRows(ctx, 'admin.policy.create')).slice(-1);
    expect(audit!.details).toMatchObject({ policyId: created.uuid, reference: 'HV-0105-JISA' });

    const taken = await call('POST', '/v1/admin/policies', body);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.reference[0]).toMatch(/already/);

    const foreign = await call('POST', '/v1/admin/policies', {
      ...body,
      reference: 'NEW-1',
      client_id: other.client.id,
      provider_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors).sort()).toEqual(['client_id', 'provider_id']);
    const staffAsClient = await call('POST', '/v1/admin/policies', {
      ...body,
      reference: 'NEW-2',
      client_id: (await userByEmail(ctx, 'adviser@sextant.test')).id,
    });
    expect(staffAsClient.json().errors.client_id).toBeDefined();

    const invalid = await call('POST', '/v1/admin/policies', {
      client_id: 'x',
      reference: '',
      start_date: '2026-02-30',
      currency: 'POUNDS',
      wrapper: 'pension',
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(
      ['client_id', 'currency', 'product_type', 'provider_id', 'reference', 'start_date', 'wrapper'].sort(),
    );
    expect((await call('POST', '/v1/admin/policies', body, client)).statusCode).toBe(401);
  });

  it('shows and edits a policy; another firm gets 404', async () => {
    const list = (await call('GET', `/v1/admin/policies?client=${demoId}`)).json();
    const policy = list.items.find((p: { reference: string }) => p.reference === 'HV-0101-ISA');
    const detail = await call('GET', `/v1/admin/policies/${policy.uuid}`);
    expect(detail.json()).toMatchObject({ reference: 'HV-0101-ISA', valuation_count: 801 });

    expect(policy.wrapper).toBe('other');
    const renamed = await call('PATCH', `/v1/admin/policies/${policy.uuid}`, {
      product_type: 'Flexible ISA',
      wrapper: 'isa',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ product_type: 'Flexible ISA', wrapper: 'isa' });
    const audit = (await auditRows(ctx, 'admin.policy.update')).at(-1)!;
    expect(audit.details).toMatchObject({ policyId: policy.uuid, fields: ['productType', 'wrapper'] });

    const clash = await call('PATCH', `/v1/admin/policies/${policy.uuid}`, { reference: 'HV-0102-SIPP' });
    expect(clash.json().errors.reference).toBeDefined();
    const currency = await call('PATCH', `/v1/admin/policies/${policy.uuid}`, { currency: 'EUR' });
    expect(currency.statusCode).toBe(422);
    expect(currency.json().errors.currency[0]).toMatch(/GBP/);
    expect((await call('PATCH', `/v1/admin/policies/${policy.uuid}`, {})).statusCode).toBe(422);

    for (const [method, url, body] of [
      ['GET', `/v1/admin/policies/${policy.uuid}`, undefined],
      ['PATCH', `/v1/admin/policies/${policy.uuid}`, { product_type: 'Hacked' }],
      ['GET', `/v1/admin/policies/${policy.uuid}/valuations`, undefined],
    ] as const) {
      expect((await call(method, url, body, otherToken)).statusCode, url).toBe(404);
    }
    expect((await call('GET', '/v1/admin/policies/not-a-uuid')).statusCode).toBe(422);
    expect((await call('GET', '/v1/admin/policies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('pages a policy’s valuations, newest first', async () => {
    const list = (await call('GET', '/v1/admin/policies?q=HV-0104')).json();
    const id = list.items[0].uuid;
    const page = (await call('GET', `/v1/admin/policies/${id}/valuations?per_page=10`)).json();
    expect(page.total).toBe(761);
    expect(page.items[0]).toMatchObject({ date: '2026-10-12', source: 'statement', currency: 'GBP' });
    const dates = page.items.map((v: { date: string }) => v.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const ascending = (await call('GET', `/v1/admin/policies/${id}/valuations?sort=value&order=asc`)).json();
    const values = ascending.items.map((v: { value: number }) => v.value);
    expect(values).toEqual([...values].sort((a: number, b: number) => a - b));
  });
});
