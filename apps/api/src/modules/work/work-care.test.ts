import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientAccessDays,
  clientDocuments,
  documentEvents,
  importPreviews,
  users,
  vulnerabilityRecords,
} from '@/db/schema/index';
import { apiListOf, callAs } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addStaff } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { tokenFor } from '@/test/sessions';
import { userByEmail } from '@/test/sign-in';

type Work = { items: Array<{ kind: string; count: number; to: string }>; statement_quarter: string };

/**
 * My work's statements to send, vulnerability reviews and import previews: each count is the number of rows
 * its address lists, and the rows are the ones the test made to be counted (the test's clock: 21 Nov 2026,
 * so the last complete quarter is 2026-Q3, 1 July to 30 September).
 */
describe.each(testDatabaseKinds)('My work: statements, vulnerability reviews and imports on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let adviser: string;
  let ids: Record<'demo' | 'vip' | 'newcomer' | 'adviser' | 'admin', string>;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: (db) => createDemoPeople(db) });
    const [demo, vip, newcomer, priya] = await Promise.all(
      ['demo', 'vip', 'new', 'adviser'].map((name) => userByEmail(ctx, `${name}@sextant.test`)),
    );
    const staff = await addStaff(ctx, 'adviser');
    ids = { demo: demo!.id, vip: vip!.id, newcomer: newcomer!.id, adviser: staff.id, admin: priya!.id };
    // The adviser's clients: demo and new; the VIP is the admin's.
    await ctx.db.update(users).set({ adviserId: staff.id }).where(eq(users.id, demo!.id));
    await ctx.db.update(users).set({ adviserId: staff.id }).where(eq(users.id, newcomer!.id));
    await ctx.db.update(users).set({ adviserId: priya!.id }).where(eq(users.id, vip!.id));
    admin = (await tokenFor(ctx.app, priya!.email)).token;
    adviser = (await tokenFor(ctx.app, staff.email)).token;
  });
  afterAll(() => ctx?.close());

  const get = (token: string, url: string) => callAs(ctx, 'GET', url, token);
  const workOf = async (token: string, scope: 'me' | 'firm') => {
    const res = await get(token, `/v1/admin/work?scope=${scope}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Work;
  };
  const itemOf = (work: Work, kind: string) => work.items.find((item) => item.kind === kind)!;
  /** The ids the item's list shows, all of them (a page of 100 is enough here). */
  async function listed(token: string, to: string) {
    const res = await get(token, `${apiListOf(to)}${to.includes('?') ? '&' : '?'}per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { total: number; items: Array<{ uuid: string }> };
    expect(body.items.length).toBe(body.total);
    return body.items.map((row) => row.uuid).sort();
  }
  async function expectItem(token: string, scope: 'me' | 'firm', kind: string, rows: string[]) {
    const item = itemOf(await workOf(token, scope), kind);
    expect(item.count, `${kind} ${scope}`).toBe(rows.length);
    expect(await listed(token, item.to), `${kind} ${scope}`).toEqual([...rows].sort());
  }

  it('counts the clients who need a statement for the last complete quarter, as the access ledger does', async () => {
    expect((await workOf(admin, 'firm')).statement_quarter).toBe('2026-Q3');
    // Demo looked at a valuation on the quarter's last day; new looked on the first day after it (not counted).
    await ctx.db.insert(clientAccessDays).values([
      { clientId: ids.demo, firmId: (await userByEmail(ctx, 'demo@sextant.test')).firmId, day: '2026-09-30' },
      {
        clientId: ids.newcomer,
        firmId: (await userByEmail(ctx, 'new@sextant.test')).firmId,
        day: '2026-10-01',
      },
    ]);
    // The VIP opened a statement during the quarter.
    const firmId = (await userByEmail(ctx, 'vip@sextant.test')).firmId;
    const [statement] = await ctx.db
      .insert(clientDocuments)
      .values({
        firmId,
        clientId: ids.vip,
        seriesId: crypto.randomUUID(),
        category: 'valuation_statement',
        title: 'Q3',
        filename: 'q3.pdf',
        size: 3,
        sha256: 'a'.repeat(64),
        data: Buffer.from('pdf'),
        publishedAt: new Date('2026-07-02T09:00:00Z'),
      })
      .returning();
    await ctx.db.insert(documentEvents).values({
      documentId: statement!.id,
      kind: 'opened',
      actorId: ids.vip,
      createdAt: new Date('2026-08-10T12:00:00Z'),
    });
    await expectItem(admin, 'firm', 'needs_statement', [ids.newcomer]);
    await expectItem(adviser, 'me', 'needs_statement', [ids.newcomer]);
    await expectItem(admin, 'me', 'needs_statement', []);
    // The access ledger of the quarter says the same.
    const ledger = (await get(admin, '/v1/admin/reports/access-ledger?quarter=2026-Q3')).json() as {
      rows: Array<{ client: { uuid: string }; needs_statement: boolean }>;
    };
    expect(ledger.rows.filter((row) => row.needs_statement).map((row) => row.client.uuid)).toEqual([
      ids.newcomer,
    ]);
  });

  it('counts open vulnerability records due for review within 30 days or past', async () => {
    const firmId = (await userByEmail(ctx, 'demo@sextant.test')).firmId;
    const today = '2026-11-21';
    const record = (clientId: string, reviewOn: string, ended = false) => ({
      firmId,
      clientId,
      consentGivenOn: '2026-01-10',
      reviewOn,
      ...(ended ? { endedAt: new Date('2026-11-01T09:00:00Z') } : {}),
    });
    await ctx.db.insert(vulnerabilityRecords).values([
      record(ids.demo, '2026-12-21'), // due in 30 days: counted
      record(ids.vip, '2026-11-01'), // past: counted
      record(ids.newcomer, '2026-12-22'), // 31 days away: not yet
      record(ids.newcomer, '2026-10-01', true), // ended: never
    ]);
    expect(today).toBe(new Date(ctx.clock()).toISOString().slice(0, 10));
    await expectItem(admin, 'firm', 'vulnerability_review', [ids.demo, ids.vip]);
    await expectItem(adviser, 'me', 'vulnerability_review', [ids.demo]);
    await expectItem(admin, 'me', 'vulnerability_review', [ids.vip]);
  });

  it('counts the import previews still waiting: the firm’s, or those the caller made', async () => {
    const firmId = (await userByEmail(ctx, 'demo@sextant.test')).firmId;
    const now = ctx.clock();
    const preview = (createdBy: string, extra: Partial<typeof importPreviews.$inferInsert> = {}) => ({
      firmId,
      kind: 'valuations' as const,
      fileName: 'values.csv',
      createdBy,
      csv: 'x',
      summary: {},
      createdAt: new Date(now.getTime() - 3_600_000),
      expiresAt: new Date(now.getTime() + 20 * 3_600_000),
      ...extra,
    });
    const rows = await ctx.db
      .insert(importPreviews)
      .values([
        preview(ids.admin),
        preview(ids.adviser),
        preview(ids.adviser, { confirmedAt: now }),
        preview(ids.admin, { cancelledAt: now }),
        preview(ids.admin, { expiresAt: new Date(now.getTime() - 1) }),
      ])
      .returning({ id: importPreviews.id });
    await expectItem(admin, 'firm', 'imports_waiting', [rows[0]!.id, rows[1]!.id]);
    await expectItem(adviser, 'me', 'imports_waiting', [rows[1]!.id]);
    expect(itemOf(await workOf(adviser, 'me'), 'imports_waiting').to).toBe('/admin/import?created_by=me');
    // Confirmed, it waits no more.
    await ctx.db.update(importPreviews).set({ confirmedAt: now }).where(eq(importPreviews.id, rows[0]!.id));
    await expectItem(admin, 'firm', 'imports_waiting', [rows[1]!.id]);
  });
});
