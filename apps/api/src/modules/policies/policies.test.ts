import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueDiligenceReports, firms, policies, providers, users } from '@/db/schema/index';
import { daysBefore } from '@/demo/random';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { createDueDiligenceReport } from '@/test/fixtures/due-diligence';
import { createDemoPeople } from '@/test/fixtures/people';
import { createDemoPolicies, createDemoProviders } from '@/test/fixtures/policies';
import { tokenFor } from '@/test/sessions';
import { addClient } from '@/test/sign-in';
import { downsample, rangeStart } from './service';

describe('graph helpers', () => {
  it('keeps the first and the newest point and at most max points', () => {
    const points = Array.from({ length: 731 }, (_, i) => i);
    const kept = downsample(points, 400);
    expect(kept).toHaveLength(400);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(730);
    expect(new Set(kept).size).toBe(400);
    expect(downsample([1, 2, 3], 400)).toEqual([1, 2, 3]);
  });
  it('counts ranges back in calendar months', () => {
    const today = new Date('2026-11-21T10:00:00Z');
    expect(rangeStart('three_months', today)).toBe('2026-08-21');
    expect(rangeStart('six_months', today)).toBe('2026-05-21');
    expect(rangeStart('one_year', today)).toBe('2025-11-21');
    expect(rangeStart('two_years', today)).toBe('2024-11-21');
    // Months back land on the month's last day, not past it; today is London's date.
    expect(rangeStart('three_months', new Date('2026-05-31T12:00:00Z'))).toBe('2026-02-28');
    expect(rangeStart('one_year', new Date('2026-06-30T23:30:00Z'))).toBe('2025-07-01');
  });
});

describe.each(testDatabaseKinds)('policies, providers and due diligence on %s', (kind) => {
  let ctx: TestContext;
  let demo: string;
  let vip: string;
  const today = new Date('2026-11-21T09:00:00Z');
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo, vip } = await createDemoPeople(db, today);
        const providers = await createDemoProviders(db, firm.id);
        for (const [index, client] of [demo, vip].entries())
          await createDemoPolicies(db, {
            firmId: firm.id,
            clientId: client.id,
            clientNumber: index + 1,
            providerIds: providers.map((p) => p.id),
            today,
            // Two years and a day for demo@, so its two-year graph is downsampled to 400 points.
            valuationDays: index === 0 ? 731 : 41,
          });
        for (const [yearsBack, financialYear] of ['2025/26', '2024/25'].entries())
          await createDueDiligenceReport(db, {
            firmId: firm.id,
            financialYear,
            panel: providers,
            publishedAt: daysBefore(today, 30 + yearsBack * 365),
          });
      },
    });
    demo = (await tokenFor(ctx.app, 'demo@sextant.test')).token;
    vip = (await tokenFor(ctx.app, 'vip@sextant.test')).token;
  });
  afterAll(() => ctx?.close());

  const get = (url: string, token = demo) =>
    ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const json = async (url: string, token = demo) => {
    const res = await get(url, token);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  it('lists only the caller’s policies, read with the session in one statement, and none for a client without any', async () => {
    const mine = (await json('/v1/policy')).items.map((p: { uuid: string }) => p.uuid);
    const theirs = (await json('/v1/policy', vip)).items.map((p: { uuid: string }) => p.uuid);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.filter((id: string) => theirs.includes(id))).toEqual([]);
    const bare = await addClient(ctx);
    expect(await json('/v1/policy', (await tokenFor(ctx.app, bare.email)).token)).toEqual({ items: [] });
  });

  it('shows a policy, its latest valuation and graphs of every range', async () => {
    const { items } = await json('/v1/policy');
    const policy = items[0];
    const view = await json(policy._links.self.href);
    expect(view).toMatchObject({
      uuid: policy.uuid,
      reference: policy.reference,
      provider: { uuid: policy.provider.uuid },
    });

    const latest = await json(policy._links['valuation-latest'].href);
    expect(latest).toMatchObject({
      uuid: policy.uuid,
      policy_reference: policy.reference,
      currency: 'GBP',
      source: 'feed',
    });
    expect(latest.valued_at).toBe('2026-11-21');
    expect(latest.value).toBeGreaterThan(0);

    const counts: Record<string, number> = {};
    for (const range of ['three_months', 'six_months', 'one_year', 'two_years']) {
      const graph = await json(`${policy._links['valuation-graph'].href}?date_range=${range}`);
      expect(graph.date_range).toBe(range);
      expect(graph.points.length).toBeLessThanOrEqual(400);
      expect(graph.points[0].date >= graph.from).toBe(true);
      expect(graph.points.at(-1)).toEqual({ date: latest.valued_at, value: latest.value });
      const dates = graph.points.map((p: { date: string }) => p.date);
      expect([...dates].sort()).toEqual(dates);
      counts[range] = graph.points.length;
    }
    expect(counts.three_months).toBeGreaterThan(85);
    expect(counts.three_months).toBeLessThan(counts.six_months!);
    expect(counts.two_years).toBe(400);
  });

  it('marks the statement-sourced policy with its last (older) date', async () => {
    const { items } = await json('/v1/policy');
    const statement = items.find((p: { reference: string }) => p.reference.endsWith('GIA'));
    const latest = await json(statement._links['valuation-latest'].href);
    expect(latest.source).toBe('statement');
    expect(latest.valued_at).toBe('2026-10-12');
  });

  it('answers 422 for a bad range or id and 404 for a policy that is not the caller’s', async () => {
    const { items } = await json('/v1/policy');
    const id = items[0].uuid;
    expect((await get(`/v1/policy/${id}/valuation/graph?date_range=ten_years`)).statusCode).toBe(422);
    expect((await get('/v1/policy/not-a-uuid/view')).statusCode).toBe(422);
    for (const url of [
      `/v1/policy/${id}/view`,
      `/v1/policy/${id}/valuation/latest`,
      `/v1/policy/${id}/valuation/graph`,
    ]) {
      const res = await get(url, vip);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ name: 'Not Found', status: 404 });
    }
    expect((await get('/v1/policy/00000000-0000-4000-8000-000000000000/view')).statusCode).toBe(404);
  });

  it("lists the firm's providers and a provider's policies of the caller", async () => {
    const { items } = await json('/v1/provider');
    expect(items.length).toBe(6);
    const { items: mine } = await json('/v1/policy');
    const provider = mine[0].provider;
    expect(await json(`/v1/provider/${provider.uuid}/view`)).toMatchObject({
      uuid: provider.uuid,
      name: provider.name,
    });
    expect(await json(`/v1/provider/${provider.uuid}`)).toMatchObject({ uuid: provider.uuid });
    const { policies: withProvider } = await json(`/v1/provider/my-policies?uuid=${provider.uuid}`);
    expect(withProvider.length).toBeGreaterThan(0);
    expect(withProvider.every((p: { provider: { uuid: string } }) => p.provider.uuid === provider.uuid)).toBe(
      true,
    );
    const vipOwn = (await json('/v1/policy', vip)).items.map((p: { uuid: string }) => p.uuid);
    const { policies: vipWith } = await json(`/v1/provider/my-policies?uuid=${provider.uuid}`, vip);
    expect(vipWith.every((p: { uuid: string }) => vipOwn.includes(p.uuid))).toBe(true);
    expect((await get('/v1/provider/my-policies')).statusCode).toBe(422);
    expect((await get('/v1/provider/my-policies?uuid=nope')).statusCode).toBe(422);
  });

  it('lists due diligence newest year first, with the panel, the providers and their reports', async () => {
    const { items } = await json('/v1/due-diligence');
    expect(items.map((r: { financial_year: string }) => r.financial_year)).toEqual(['2025/26', '2024/25']);
    const report = await json(items[0]._links.self.href);
    expect(report.body).toContain('<p>');
    const panel = await json(items[0]._links.panel.href);
    expect(panel.items).toHaveLength(6);
    for (const entry of panel.items) {
      const providerId = entry._links.provider.href.slice(-36);
      expect(providerId).toMatch(/^[0-9a-f-]{36}$/);
      expect((await json(entry._links.provider.href)).uuid).toBe(providerId);
    }
    const first = panel.items[0];
    const perProvider = await json(first._links.report.href);
    expect(perProvider).toMatchObject({ financial_year: '2025/26', rating: first.rating });
    expect(perProvider.provider.uuid).toBe(first._links.provider.href.slice(-36));
  });

  describe('another firm', () => {
    let otherToken: string;
    beforeAll(async () => {
      const [firm] = await ctx.db
        .insert(firms)
        .values({
          name: 'Other Firm',
          fcaNumber: '1',
          fcaRegisteredDate: '2020-01-01',
          supportEmail: 'o@o.example',
        })
        .returning();
      await ctx.db
        .insert(users)
        .values({ firmId: firm!.id, email: 'other@firm.example', firstName: 'O', surname: 'T' });
      otherToken = (await tokenFor(ctx.app, 'other@firm.example')).token;
    });

    it("sees none of the demo firm's providers, reports or policies (404)", async () => {
      expect((await json('/v1/provider', otherToken)).items).toEqual([]);
      expect((await json('/v1/due-diligence', otherToken)).items).toEqual([]);
      const { items: providerItems } = await json('/v1/provider');
      const { items: reports } = await json('/v1/due-diligence');
      const panel = await json(reports[0]._links.panel.href);
      const [policy] = (await json('/v1/policy')).items;
      for (const url of [
        `/v1/provider/${providerItems[0].uuid}/view`,
        `/v1/provider/${providerItems[0].uuid}`,
        `/v1/provider/my-policies?uuid=${providerItems[0].uuid}`,
        reports[0]._links.self.href,
        reports[0]._links.panel.href,
        panel.items[0]._links.report.href,
        policy._links.self.href,
        policy._links['valuation-latest'].href,
        policy._links['valuation-graph'].href,
      ]) {
        expect((await get(url, otherToken)).statusCode, url).toBe(404);
      }
    });
  });

  it('hides an unpublished report', async () => {
    const [provider] = await ctx.db.select().from(providers).limit(1);
    const [policy] = await ctx.db
      .select()
      .from(policies)
      .where(eq(policies.providerId, provider!.id))
      .limit(1);
    expect(policy).toBeDefined();
    const [draft] = await ctx.db
      .insert(dueDiligenceReports)
      .values({ firmId: provider!.firmId, financialYear: '2026/27', title: 'Draft', publishedAt: null })
      .returning();
    expect((await get(`/v1/due-diligence/${draft!.id}/view`)).statusCode).toBe(404);
    const years = (await json('/v1/due-diligence')).items.map(
      (r: { financial_year: string }) => r.financial_year,
    );
    expect(years).not.toContain('2026/27');
  });
});
