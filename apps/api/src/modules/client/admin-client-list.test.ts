import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adviserCover,
  clientAccessDays,
  loginAttempts,
  users,
  valuations,
  vulnerabilityRecords,
} from '@/db/schema/index';
import { callAs, otherFirmWithAdmin } from '@/test/back-office';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addStaff } from '@/test/firms';
import { createDemoPeople } from '@/test/fixtures/people';
import { createPolicy, createProvider } from '@/test/fixtures/policies';
import { tokenFor } from '@/test/sessions';
import { userByEmail } from '@/test/sign-in';

interface Row {
  uuid: string;
  email: string;
  value_under_advice: string | null;
  next_review_date: string | null;
  adviser: { uuid: string; name: string; covered_by: { uuid: string; name: string } | null } | null;
  vip: boolean;
  locked: boolean;
  vulnerable: boolean;
  waiting: string[];
}

/** Pence of a decimal string, so the test sums money exactly as the server must. */
const pence = (value: string) => {
  const [whole = '0', fraction = '00'] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};
const decimal = (total: bigint) => `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;

/** Each client's policies (currency and valuations by date), as the test makes them. */
const LEDGER: Record<string, Array<{ currency: string; values: Record<string, string> }>> = {
  'demo@sextant.test': [
    { currency: 'GBP', values: { '2026-10-01': '1000.00', '2026-11-20': '12345.67' } },
    { currency: 'GBP', values: { '2026-11-01': '0.10', '2026-09-01': '99999.99' } },
    // No exchange rates: left out of the sum.
    { currency: 'USD', values: { '2026-11-20': '5000.00' } },
  ],
  'vip@sextant.test': [{ currency: 'GBP', values: { '2026-11-19': '250000.05' } }],
  'new@sextant.test': [],
};

/** The sum of each GBP policy's latest valuation, or null: what the list must answer. */
function expectedValue(email: string): string | null {
  const latest = LEDGER[email]!.filter((policy) => policy.currency === 'GBP').map(
    (policy) => Object.entries(policy.values).sort(([a], [b]) => b.localeCompare(a))[0]![1],
  );
  return latest.length === 0 ? null : decimal(latest.reduce((sum, value) => sum + pence(value), 0n));
}

/** Ascending or descending by a key, empty values last either way, then by id the same way. */
type Key = (row: Row) => bigint | string | null;
function sortedBy(rows: Row[], key: Key, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? sign * a.uuid.localeCompare(b.uuid) : x === null ? 1 : -1;
    if (x !== y) return x < y ? -sign : sign;
    return sign * a.uuid.localeCompare(b.uuid);
  });
}

describe.each(testDatabaseKinds)('the client list’s columns on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let staff: Awaited<ReturnType<typeof addStaff>>;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const { firm, demo, vip, newcomer } = await createDemoPeople(db);
        const provider = await createProvider(db, firm.id);
        const clients = { [demo.email]: demo, [vip.email]: vip, [newcomer.email]: newcomer };
        let n = 0;
        for (const [email, held] of Object.entries(LEDGER))
          for (const policy of held) {
            const row = await createPolicy(db, {
              firmId: firm.id,
              clientId: clients[email]!.id,
              providerId: provider.id,
              reference: `REF-${++n}`,
              productType: 'ISA',
              currency: policy.currency,
            });
            await db.insert(valuations).values(
              Object.entries(policy.values).map(([valuedOn, value]) => ({
                policyId: row.id,
                valuedOn,
                value,
                currency: policy.currency,
                source: 'feed' as const,
              })),
            );
          }
      },
    });
    const priya = await userByEmail(ctx, 'adviser@sextant.test');
    staff = await addStaff(ctx, 'adviser');
    const [demo, vip, newcomer] = await Promise.all(
      ['demo', 'vip', 'new'].map((name) => userByEmail(ctx, `${name}@sextant.test`)),
    );
    const set = (id: string, values: Partial<typeof users.$inferInsert>) =>
      ctx.db.update(users).set(values).where(eq(users.id, id));
    await set(demo!.id, { adviserId: staff.id, nextReviewDate: '2027-01-10' });
    // Reviews more than 30 days away: the daily review cycle opens no check-in for them meanwhile.
    await set(vip!.id, { adviserId: priya.id, nextReviewDate: '2027-02-01' });
    await set(newcomer!.id, { adviserId: null, nextReviewDate: null });
    await ctx.db.insert(loginAttempts).values({ email: vip!.email, failures: 5, lockedAt: ctx.clock() });
    await ctx.db.insert(vulnerabilityRecords).values({
      firmId: priya.firmId,
      clientId: demo!.id,
      consentGivenOn: '2026-06-01',
      reviewOn: '2027-06-01',
    });
    // The VIP and new looked at the portal last quarter; only demo needs a statement.
    await ctx.db.insert(clientAccessDays).values([
      { clientId: vip!.id, firmId: priya.firmId, day: '2026-08-01' },
      { clientId: newcomer!.id, firmId: priya.firmId, day: '2026-08-02' },
    ]);
    admin = (await tokenFor(ctx.app, priya.email)).token;
  });
  afterAll(() => ctx?.close());

  const list = async (query = '', token = admin) => {
    const res = await callAs(ctx, 'GET', `/v1/admin/clients?per_page=100${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: Row[]; total: number };
    expect(body.total).toBe(body.items.length);
    return body.items;
  };
  const emails = (rows: Row[]) => rows.map((row) => row.email);

  it('shows value under advice, next review, adviser and flags, each as computed here', async () => {
    const rows = await list();
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    for (const email of Object.keys(LEDGER))
      expect(byEmail[email]!.value_under_advice, email).toBe(expectedValue(email));
    expect(byEmail['demo@sextant.test']!.value_under_advice).toBe('12345.77');
    expect(byEmail['demo@sextant.test']).toMatchObject({
      next_review_date: '2027-01-10',
      adviser: { uuid: staff.id, name: 'Staff adviser', covered_by: null },
      vip: false,
      locked: false,
      vulnerable: true,
      waiting: ['needs_statement'],
    });
    expect(byEmail['vip@sextant.test']).toMatchObject({
      next_review_date: '2027-02-01',
      adviser: { name: 'Priya Shah' },
      vip: true,
      locked: true,
      vulnerable: false,
      waiting: [],
    });
    expect(byEmail['new@sextant.test']).toMatchObject({ next_review_date: null, adviser: null, waiting: [] });
  });

  it('sorts by value, next review and adviser on the server, empty values last', async () => {
    const rows = await list();
    const keys: Record<string, Key> = {
      value: (row: Row) => (row.value_under_advice === null ? null : pence(row.value_under_advice)),
      next_review: (row: Row) => row.next_review_date,
      adviser: (row: Row) =>
        row.adviser ? row.adviser.name.split(' ').reverse().join(' ').toLowerCase() : null,
    };
    for (const [sort, key] of Object.entries(keys))
      for (const order of ['asc', 'desc'] as const) {
        const sorted = await list(`&sort=${sort}&order=${order}`);
        expect(emails(sorted), `${sort} ${order}`).toEqual(emails(sortedBy(rows, key, order)));
      }
    // Paging keeps the order.
    const page = await callAs(ctx, 'GET', '/v1/admin/clients?sort=value&order=desc&per_page=1&page=2', admin);
    expect(page.json().items[0].email).toBe('demo@sextant.test');
    expect(page.json().total).toBe(3);
  });

  it('filters by adviser and by flag', async () => {
    expect(emails(await list(`&adviser=${staff.id}`))).toEqual(['demo@sextant.test']);
    expect(emails(await list('&adviser=none'))).toEqual(['new@sextant.test']);
    expect(emails(await list('&adviser=me'))).toEqual(['vip@sextant.test']);
    expect(emails(await list('&flag=vip'))).toEqual(['vip@sextant.test']);
    expect(emails(await list('&flag=locked'))).toEqual(['vip@sextant.test']);
    expect(emails(await list('&flag=vulnerable'))).toEqual(['demo@sextant.test']);
    const waitingRows = await list('&flag=waiting');
    expect(waitingRows.map((row) => [row.email, row.waiting])).toEqual([
      ['demo@sextant.test', ['needs_statement']],
    ]);
    const bad = await callAs(ctx, 'GET', '/v1/admin/clients?adviser=someone&flag=odd', admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.adviser).toEqual(['Adviser must be me, none or a staff member’s id.']);
  });

  it('shows who covers for an adviser today, and lists their clients as the cover’s own', async () => {
    const priya = await userByEmail(ctx, 'adviser@sextant.test');
    const [cover] = await ctx.db
      .insert(adviserCover)
      .values({
        firmId: priya.firmId,
        adviserId: staff.id,
        coverId: priya.id,
        startsOn: '2026-11-20',
        endsOn: '2026-11-27',
      })
      .returning();
    const demo = (await list()).find((row) => row.email === 'demo@sextant.test')!;
    expect(demo.adviser?.covered_by).toEqual({ uuid: priya.id, name: 'Priya Shah' });
    expect(emails(await list('&adviser=me&sort=email'))).toEqual(['demo@sextant.test', 'vip@sextant.test']);
    await ctx.db.delete(adviserCover).where(eq(adviserCover.id, cover!.id));
    expect(emails(await list('&adviser=me'))).toEqual(['vip@sextant.test']);
  });

  it('never lists another firm’s clients, whatever the adviser filter', async () => {
    const { other, otherAdmin } = await otherFirmWithAdmin(ctx);
    expect(emails(await list('', otherAdmin))).toEqual([other.client.email]);
    expect(await list(`&adviser=${staff.id}`, otherAdmin)).toEqual([]);
    expect(await list(`&adviser=${other.adviser.id}`)).toEqual([]);
  });
});
