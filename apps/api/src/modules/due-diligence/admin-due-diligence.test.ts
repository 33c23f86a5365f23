import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueDiligenceReports, providers } from '@/db/schema/index';
import { daysBefore } from '@/demo/random';
import { newAdviserToken, otherFirmWithAdmin } from '@/test/back-office';
import { createTestContext, openApiDocument, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import type { addFirm } from '@/test/firms';
import { createDueDiligenceReport } from '@/test/fixtures/due-diligence';
import { createDemoPeople } from '@/test/fixtures/people';
import { createDemoProviders } from '@/test/fixtures/policies';
import { tokenFor } from '@/test/sessions';
import { auditRows } from '@/test/sign-in';

const NOW = new Date('2026-11-21T09:00:00Z');
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
const DIRTY =
  '<h2>Panel</h2><p onclick="steal()">Fine</p><script>alert(1)</script><img src="x" onerror="steal()"><a href="javascript:steal()">x</a>';

const expectClean = (html: string) => {
  expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
  expect(html).toContain('<h2>Panel</h2>');
};

describe.each(testDatabaseKinds)('admin due diligence on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let adviser: string;
  let client: string;
  let other: Awaited<ReturnType<typeof addFirm>>;
  let otherAdmin: string;
  let otherProviderId: string;
  let providerIds: string[];
  let firmId: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm } = await createDemoPeople(db, NOW);
        const providers = await createDemoProviders(db, firm.id);
        for (const [yearsBack, financialYear] of ['2025/26', '2024/25'].entries())
          await createDueDiligenceReport(db, {
            firmId: firm.id,
            financialYear,
            panel: providers,
            publishedAt: daysBefore(NOW, 30 + yearsBack * 365),
          });
      },
    });
    const me = await tokenFor(ctx.app, 'adviser@sextant.test');
    admin = me.token;
    firmId = me.user.firmId;
    adviser = await newAdviserToken(ctx);
    client = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    ({ other, otherAdmin } = await otherFirmWithAdmin(ctx));
    const [row] = await ctx.db
      .insert(providers)
      .values({ firmId: other.firm.id, name: 'Theirs' })
      .returning();
    otherProviderId = row!.id;
    providerIds = (await ctx.db.select().from(providers).where(eq(providers.firmId, firmId))).map(
      (p) => p.id,
    );
  });
  afterAll(() => ctx?.close());

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const newReport = async (year: string, token = admin) => {
    const res = await call(token, 'POST', '/v1/admin/due-diligence', {
      financial_year: year,
      title: `Report ${year}`,
      summary: 'Summary',
      body: DIRTY,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminReport;
  };

  it('lists the firm’s reports, drafts included, sorted, filtered and searched', async () => {
    await newReport('2019/20');
    const res = await call(admin, 'GET', '/v1/admin/due-diligence');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const years = body.items.map((r: { financial_year: string }) => r.financial_year);
    expect(years).toEqual([...years].sort().reverse());
    expect(years).toEqual(expect.arrayContaining(['2025/26', '2024/25', '2019/20']));
    const seeded = body.items.find((r: { financial_year: string }) => r.financial_year === '2025/26');
    expect(seeded).toMatchObject({ status: 'published' });
    expect(seeded.panel_count).toBeGreaterThan(0);

    const drafts = (await call(admin, 'GET', '/v1/admin/due-diligence?status=draft')).json();
    expect(drafts.items.map((r: { financial_year: string }) => r.financial_year)).toEqual(['2019/20']);
    const published = (await call(admin, 'GET', '/v1/admin/due-diligence?status=published')).json();
    expect(published.items.every((r: { status: string }) => r.status === 'published')).toBe(true);
    const byTitle = (await call(admin, 'GET', '/v1/admin/due-diligence?sort=title&order=asc')).json();
    const titles = byTitle.items.map((r: { title: string }) => r.title);
    expect(titles).toEqual([...titles].sort());
    const search = (await call(admin, 'GET', '/v1/admin/due-diligence?q=2019')).json();
    expect(search.total).toBe(1);
    expect((await call(admin, 'GET', '/v1/admin/due-diligence?status=gone')).statusCode).toBe(422);
    // Another firm's reports never show.
    expect((await call(otherAdmin, 'GET', '/v1/admin/due-diligence')).json().total).toBe(0);
  });

  it('creates a report with a sanitised body, one a financial year', async () => {
    const report = await newReport('2018/19', adviser);
    expect(report).toMatchObject({
      financial_year: '2018/19',
      status: 'draft',
      published_at: null,
      panel: [],
      provider_reports: [],
      document: null,
    });
    expectClean(report.body);
    expect(await auditRows(ctx, 'admin.due_diligence.create', report.uuid)).toHaveLength(1);

    const dup = await call(admin, 'POST', '/v1/admin/due-diligence', {
      financial_year: '2018/19',
      title: 'Again',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.financial_year).toBeDefined();
    // Another firm may have its own report for the year.
    expect(
      (
        await call(otherAdmin, 'POST', '/v1/admin/due-diligence', {
          financial_year: '2018/19',
          title: 'Ours',
        })
      ).statusCode,
    ).toBe(201);

    for (const [payload, field] of [
      [{ financial_year: '2018/20', title: 'x' }, 'financial_year'],
      [{ financial_year: '2018-19', title: 'x' }, 'financial_year'],
      [{ financial_year: '1999/00', title: '' }, 'title'],
      [{ financial_year: '1999/01', title: 'x' }, 'financial_year'],
      [{ financial_year: '1999/00', title: 'x', body: 'x'.repeat(200_001) }, 'body'],
      [{ title: 'x' }, 'financial_year'],
    ] as const) {
      const res = await call(admin, 'POST', '/v1/admin/due-diligence', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    // The century turns: 1999/00 is two consecutive years.
    expect(
      (await call(admin, 'POST', '/v1/admin/due-diligence', { financial_year: '1999/00', title: 'Y2K' }))
        .statusCode,
    ).toBe(201);
  });

  it('reads and changes a report, sanitising the body', async () => {
    const report = await newReport('2017/18');
    const read = await call(admin, 'GET', `/v1/admin/due-diligence/${report.uuid}`);
    expect(read.statusCode).toBe(200);
    const changed = await call(admin, 'PATCH', `/v1/admin/due-diligence/${report.uuid}`, {
      title: 'New title',
      body: `<p>ok</p>${DIRTY}`,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().title).toBe('New title');
    expectClean(changed.json().body);
    const [stored] = await ctx.db
      .select()
      .from(dueDiligenceReports)
      .where(eq(dueDiligenceReports.id, report.uuid));
    expectClean(stored!.body);
    const [row] = await auditRows(ctx, 'admin.due_diligence.update', report.uuid);
    expect(row!.details).toMatchObject({ fields: ['title', 'body'] });

    const taken = await call(admin, 'PATCH', `/v1/admin/due-diligence/${report.uuid}`, {
      financial_year: '2025/26',
    });
    expect(taken.statusCode).toBe(422);
    expect(
      (await call(admin, 'PATCH', `/v1/admin/due-diligence/${report.uuid}`, { financial_year: '2016/17' }))
        .statusCode,
    ).toBe(200);
  });

  it('publishes and unpublishes; clients see only published reports', async () => {
    const report = await newReport('2015/16');
    const clientList = async () =>
      (await call(client, 'GET', '/v1/due-diligence')).json().items.map((r: { uuid: string }) => r.uuid);
    expect(await clientList()).not.toContain(report.uuid);
    expect((await call(client, 'GET', `/v1/due-diligence/${report.uuid}/view`)).statusCode).toBe(404);

    const published = await call(admin, 'POST', `/v1/admin/due-diligence/${report.uuid}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', published_at: NOW.toISOString() });
    expect(await clientList()).toContain(report.uuid);
    const view = await call(client, 'GET', `/v1/due-diligence/${report.uuid}/view`);
    expect(view.statusCode).toBe(200);
    expectClean(view.json().body);
    expect(await auditRows(ctx, 'admin.due_diligence.publish', report.uuid)).toHaveLength(1);

    const unpublished = await call(admin, 'POST', `/v1/admin/due-diligence/${report.uuid}/unpublish`);
    expect(unpublished.json()).toMatchObject({ status: 'draft', published_at: null });
    expect(await clientList()).not.toContain(report.uuid);
    expect((await call(client, 'GET', `/v1/due-diligence/${report.uuid}/panel`)).statusCode).toBe(404);
    expect(await auditRows(ctx, 'admin.due_diligence.unpublish', report.uuid)).toHaveLength(1);
  });

  it('replaces the panel in order, with the firm’s providers only, each once', async () => {
    const report = await newReport('2014/15');
    const [a, b, c] = providerIds as [string, string, string];
    const put = (entries: object[]) =>
      call(admin, 'PUT', `/v1/admin/due-diligence/${report.uuid}/panel`, { entries });

    const first = await put([
      { provider_id: b, rating: 'Strong', summary: 'B first' },
      { provider_id: a, rating: 'Good', summary: 'A second' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().panel.map((e: { provider: { uuid: string } }) => e.provider.uuid)).toEqual([b, a]);
    expect(first.json().panel[0]).toMatchObject({ position: 0, rating: 'Strong', summary: 'B first' });

    const second = await put([
      { provider_id: a, rating: 'Good' },
      { provider_id: c, rating: 'Satisfactory' },
      { provider_id: b, rating: 'Strong' },
    ]);
    expect(second.json().panel.map((e: { provider: { uuid: string } }) => e.provider.uuid)).toEqual([
      a,
      c,
      b,
    ]);
    expect(await auditRows(ctx, 'admin.due_diligence.panel', report.uuid)).toHaveLength(2);

    const duplicate = await put([
      { provider_id: a, rating: 'Good' },
      { provider_id: a, rating: 'Good' },
    ]);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors['entries.1.provider_id']).toBeDefined();
    const foreign = await put([{ provider_id: otherProviderId, rating: 'Good' }]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors['entries.0.provider_id']).toBeDefined();
    expect((await put([{ provider_id: MISSING_UUID, rating: 'Good' }])).statusCode).toBe(422);
    expect((await put([{ provider_id: a, rating: '' }])).statusCode).toBe(422);
    expect((await put([{ provider_id: 'nope', rating: 'Good' }])).statusCode).toBe(422);
    // Nothing changed by the refused calls.
    const read = (await call(admin, 'GET', `/v1/admin/due-diligence/${report.uuid}`)).json();
    expect(read.panel).toHaveLength(3);

    expect((await put([])).json().panel).toEqual([]);
  });

  it('writes and deletes provider reports, sanitised', async () => {
    const report = await newReport('2013/14');
    const providerId = providerIds[0]!;
    const url = `/v1/admin/due-diligence/${report.uuid}/providers/${providerId}/report`;
    const saved = await call(admin, 'PUT', url, { body: DIRTY });
    expect(saved.statusCode).toBe(200);
    const written = saved.json().provider_reports[0];
    expect(written.provider.uuid).toBe(providerId);
    expectClean(written.body);
    const again = await call(admin, 'PUT', url, { body: '<h2>Panel</h2><p>Second</p>' });
    expect(again.json().provider_reports).toHaveLength(1);
    expect(again.json().provider_reports[0].body).toContain('Second');
    expect(await auditRows(ctx, 'admin.due_diligence.provider_report.save', report.uuid)).toHaveLength(2);

    expect((await call(admin, 'PUT', url, { body: '  ' })).statusCode).toBe(422);
    expect(
      (
        await call(
          admin,
          'PUT',
          `/v1/admin/due-diligence/${report.uuid}/providers/${otherProviderId}/report`,
          { body: '<p>x</p>' },
        )
      ).statusCode,
    ).toBe(404);

    const deleted = await call(admin, 'DELETE', url);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().provider_reports).toEqual([]);
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(404);
    expect(await auditRows(ctx, 'admin.due_diligence.provider_report.delete', report.uuid)).toHaveLength(1);
  });

  it('never reaches another firm’s reports: 404', async () => {
    const theirs = await newReport('2012/13', otherAdmin);
    const base = `/v1/admin/due-diligence/${theirs.uuid}`;
    const calls: [string, 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', object?][] = [
      [base, 'GET'],
      [base, 'PATCH', { title: 'Mine now' }],
      [`${base}/publish`, 'POST'],
      [`${base}/unpublish`, 'POST'],
      [`${base}/panel`, 'PUT', { entries: [] }],
      [`${base}/providers/${otherProviderId}/report`, 'PUT', { body: '<p>x</p>' }],
      [`${base}/providers/${otherProviderId}/report`, 'DELETE'],
      [`${base}/document`, 'DELETE'],
    ];
    for (const [url, method, payload] of calls) {
      expect((await call(admin, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(admin, 'GET', `/v1/admin/due-diligence/${MISSING_UUID}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/v1/admin/due-diligence/not-a-uuid')).statusCode).toBe(422);
    // Still a draft, unchanged.
    const read = (await call(otherAdmin, 'GET', base)).json();
    expect(read).toMatchObject({ title: theirs.title, status: 'draft' });
  });

  it('refuses clients and unsigned callers: 401', async () => {
    expect((await call(client, 'GET', '/v1/admin/due-diligence')).statusCode).toBe(401);
    expect(
      (await call(client, 'POST', '/v1/admin/due-diligence', { financial_year: '2011/12', title: 'x' }))
        .statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/admin/due-diligence' })).statusCode).toBe(401);
  });

  it('describes the calls in the OpenAPI document', async () => {
    const paths = Object.keys((await openApiDocument(ctx.app)).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/admin/due-diligence/{id}/panel',
        '/v1/admin/due-diligence/{id}/document',
        '/v1/admin/providers/{id}',
        '/v1/due-diligence/document/{id}',
      ]),
    );
  });
});
