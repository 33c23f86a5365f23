import { createHash } from 'node:crypto';
import { PAID_IN_TYPES } from '@sextant/contracts/rules/money';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import {
  clientDocuments,
  dueDiligencePanelEntries,
  dueDiligenceProviderReports,
  dueDiligenceReports,
  firms,
  insights,
  messages,
  messageThreads,
  notifications,
  policies,
  reviewSegments,
  reviews,
  termsAcceptances,
  termsVersions,
  transactions,
  users,
  valuations,
} from '@/db/schema/index';
import { allowanceRates } from '@/modules/money/calc/allowances';
import { createMoneyService } from '@/modules/money/service';
import { serviceLedger } from '@/modules/service-ledger/ledger';
import { addDays, addMonths, daysBetween, dayWords, taxYearOf } from '@/shared/period';
import { openTestDatabase, testDatabaseKinds } from '@/test/databases';
import { DEMO_TOTP_SECRET, seedDemoData } from './demo';
import { LAST_STATEMENT_DAYS_AGO, MAX_DAILY_MOVE, RELIEF_DELAY_DAYS } from './flows';

describe.each(testDatabaseKinds)('demo data on %s', (kind) => {
  let handle: DatabaseHandle;
  const today = new Date(`${TODAY}T12:00:00Z`);
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle?.close());
  const count = async (table: PgTable) =>
    ((await handle.db.select({ n: sql<number>`count(*)::int` }).from(table)) as [{ n: number }])[0].n;

  it('seeds an empty database as DESIGN.md says, and only once', async () => {
    expect(await seedDemoData(handle.db, today)).toBe(true);
    const [firm] = await handle.db.select().from(firms);
    expect(firm).toMatchObject({ fcaNumber: expect.any(String), fcaRegisteredDate: expect.any(String) });
    expect(firm!.logo).toMatch(/^data:image\/svg\+xml/);
    expect(firm!.bio.length).toBeGreaterThan(50);

    const people = await handle.db.select().from(users);
    const byEmail = Object.fromEntries(people.map((u) => [u.email, u]));
    expect(Object.keys(byEmail).sort()).toEqual([
      'adviser@sextant.test',
      'demo@sextant.test',
      'new@sextant.test',
      'vip@sextant.test',
    ]);
    expect(byEmail['demo@sextant.test']).toMatchObject({
      mfaSecret: DEMO_TOTP_SECRET,
      vip: false,
      role: 'client',
    });
    expect(byEmail['vip@sextant.test']).toMatchObject({ mfaSecret: DEMO_TOTP_SECRET, vip: true });
    expect(byEmail['new@sextant.test']).toMatchObject({ mfaSecret: null });
    expect(byEmail['adviser@sextant.test']).toMatchObject({ role: 'admin', mfaSecret: DEMO_TOTP_SECRET });
    // At the cost new hashes are made at (the real one outside a test run: shared/passwords.test.ts).
    expect(byEmail['demo@sextant.test']!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);

    const [terms] = await handle.db.select().from(termsVersions);
    expect(terms!.version).toBe(1);
    const acceptedBy = (await handle.db.select().from(termsAcceptances)).map((a) => a.userId);
    expect(acceptedBy).not.toContain(byEmail['new@sextant.test']!.id);
    expect(acceptedBy).toContain(byEmail['demo@sextant.test']!.id);

    for (const email of ['demo@sextant.test', 'vip@sextant.test']) {
      const own = await handle.db.select().from(policies).where(eq(policies.clientId, byEmail[email]!.id));
      expect(own).toHaveLength(4);
    }
    const years = (await handle.db.select().from(dueDiligenceReports)).map((r) => r.financialYear).sort();
    expect(years).toEqual(['2024/25', '2025/26']);
    expect(await count(insights)).toBeGreaterThanOrEqual(30);
    const [mine] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.userId, byEmail['demo@sextant.test']!.id));
    expect(mine!.n).toBeGreaterThan(10);

    const before = [await count(valuations), await count(transactions)];
    expect(await seedDemoData(handle.db, today)).toBe(false);
    expect([await count(valuations), await count(transactions)]).toEqual(before);
    expect(await count(users)).toBe(4);
  });

  it('gives each signed-up client documents, a named adviser with a photo and a review due within 30 days', async () => {
    const [adviser] = await handle.db.select().from(users).where(eq(users.email, 'adviser@sextant.test'));
    expect(adviser!.photo).toMatch(/^data:image\/png;base64,/);
    expect(adviser!.bookingUrl).toMatch(/^https:\/\//);
    for (const email of ['demo@sextant.test', 'vip@sextant.test']) {
      const [client] = await handle.db.select().from(users).where(eq(users.email, email));
      expect(client!.adviserId).toBe(adviser!.id);
      expect(daysBetween(TODAY, client!.nextReviewDate!)).toBeGreaterThan(0);
      expect(daysBetween(TODAY, client!.nextReviewDate!)).toBeLessThanOrEqual(30);
      const docs = await handle.db
        .select()
        .from(clientDocuments)
        .where(eq(clientDocuments.clientId, client!.id));
      const categories = docs.map((d) => d.category);
      expect(categories.filter((c) => c === 'valuation_statement')).toHaveLength(4);
      expect(categories).toEqual(expect.arrayContaining(['suitability_report', 'annual_review_pack']));
      expect(docs.filter((d) => d.requires === 'sign')).toHaveLength(1);
      for (const doc of docs) {
        expect(Buffer.from(doc.data.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
        expect(createHash('sha256').update(doc.data).digest('hex')).toBe(doc.sha256);
      }
      const open = await handle.db.select().from(reviews).where(eq(reviews.clientId, client!.id));
      expect(open.filter((r) => r.outcome === null)).toHaveLength(1);
      const leading = await handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, client!.id));
      const kinds = new Set(leading.map((n) => n.subjectKind).filter(Boolean));
      expect([...kinds].sort()).toEqual(['document', 'insight', 'message', 'review', 'valuation']);
    }
  });

  it('has two review segments, the VIP client in the six-monthly one', async () => {
    const segments = await handle.db.select().from(reviewSegments);
    expect(segments.map((s) => [s.name, s.intervalMonths, s.isDefault]).sort()).toEqual([
      ['Complex planning', 6, false],
      ['Standard', 12, true],
    ]);
    const [vip] = await handle.db.select().from(users).where(eq(users.email, 'vip@sextant.test'));
    expect(vip!.segmentId).toBe(segments.find((s) => s.name === 'Complex planning')!.id);
  });

  it('gives the demo client a year of service to set against the adviser’s fee', async () => {
    const [demo] = await handle.db.select().from(users).where(eq(users.email, 'demo@sextant.test'));
    const ledger = await serviceLedger(handle.db, () => today, demo!.firmId, demo!.id);
    const [current, last] = ledger.years;
    expect(ledger.years).toHaveLength(2);
    // The adviser's ongoing charge is 0.5% of each policy's value on its anniversary (flows.ts).
    expect(current!.fees.percent).toBeGreaterThan(0.4);
    expect(current!.fees.percent).toBeLessThan(0.6);
    expect(current!.review.outcome).toBe('upcoming');
    expect(current!.messages.answered).toBeGreaterThanOrEqual(1);
    expect(current!.messages.median_response_hours).not.toBeNull();
    expect(current!.statements).toEqual({ available: 4, opened: 3 });
    expect(current!.documents.completed).toBeGreaterThanOrEqual(1);
    expect(last!.review).toMatchObject({ outcome: 'delivered', meeting_held_on: last!.to });
    expect(last!.meetings).toBe(1);
    expect(Number(last!.fees.ongoing)).toBeGreaterThan(0);
  });

  describe('the texts a firm first judges it by', () => {
    it('gives each client notifications with distinct titles, each after what it names, the newest unread', async () => {
      const people = await handle.db.select().from(users).where(eq(users.role, 'client'));
      expect(people).toHaveLength(3);
      for (const client of people) {
        const mine = await handle.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, client.id))
          .orderBy(desc(notifications.createdAt));
        if (client.email !== 'new@sextant.test') expect(mine).toHaveLength(24);
        expect(new Set(mine.map((n) => n.title)).size).toBe(mine.length);
        expect(new Set(mine.map((n) => n.body)).size).toBeGreaterThan(mine.length / 2);
        for (const n of mine) {
          expect(n.createdAt.getTime()).toBeLessThanOrEqual(today.getTime());
          const named = await subjectOf(handle, n.subjectKind, n.subjectId, n.createdAt);
          if (!named) continue;
          expect(n.title).toContain(named.name);
          expect(n.createdAt.getTime()).toBeGreaterThanOrEqual(named.at.getTime());
        }
        // Read up to the last time the client looked, unread after it.
        const unread = mine.filter((n) => n.readAt === null);
        expect(unread).toEqual(mine.slice(0, unread.length));
        if (client.email === 'demo@sextant.test') expect(unread.length).toBeGreaterThan(0);
        expect(unread.filter((n) => n.subjectKind === 'insight')).toHaveLength(1);
      }
    });

    it('gives each insight an article of its own, never repeating its standfirst or another article', async () => {
      const rows = await handle.db.select().from(insights).orderBy(desc(insights.publishedAt));
      const seen = new Map<string, string>();
      for (const insight of rows) {
        expect(insight.body).not.toContain(insight.summary);
        expect(insight.body.match(/<h3>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
        const paragraphs = [...insight.body.matchAll(/<(?:p|li)>(.*?)<\/(?:p|li)>/g)].map((m) => m[1]!);
        expect(paragraphs.length).toBeGreaterThanOrEqual(3);
        // Only the closing risk warning is the firm's standard text.
        for (const text of paragraphs.slice(0, -1)) {
          expect(seen.get(text), text).toBeUndefined();
          seen.set(text, insight.title);
        }
      }
      // Published as people write: not on a fixed cadence.
      const gaps = rows.slice(1).map((r, i) => rows[i]!.publishedAt!.getTime() - r.publishedAt!.getTime());
      expect(new Set(gaps).size).toBeGreaterThan(2);
    });

    it('gives every due-diligence rating a reason of its own, with the figure behind it', async () => {
      const entries = await handle.db.select().from(dueDiligencePanelEntries);
      expect(entries).toHaveLength(12);
      expect(new Set(entries.map((e) => e.summary)).size).toBe(entries.length);
      for (const entry of entries) {
        expect(entry.summary).toMatch(/\d/);
        expect(entry.summary.length).toBeGreaterThan(60);
      }
      const bodies = await handle.db.select().from(dueDiligenceProviderReports);
      expect(new Set(bodies.map((b) => b.body)).size).toBe(bodies.length);
      for (const body of bodies) {
        for (const test of ['Financial strength', 'Service', 'Charges', 'Technology'])
          expect(body.body).toContain(`<h3>${test}</h3>`);
      }
      const years = await handle.db.select().from(dueDiligenceReports);
      expect(new Set(years.map((y) => y.body)).size).toBe(2);
    });
  });

  describe('the money story', () => {
    let ledgers: Ledger[];
    beforeAll(async () => {
      ledgers = await ledgersOf(handle);
    });
    /** The three clients' policies of one wrapper. */
    const ofWrapper = (wrapper: string) => {
      const mine = ledgers.filter((l) => l.wrapper === wrapper);
      expect(mine).toHaveLength(3);
      return mine;
    };

    it('gives every policy the wrapper its reference names, and flows of its own', () => {
      expect(ledgers).toHaveLength(12);
      for (const ledger of ledgers) {
        expect(ledger.wrapper).toBe(ledger.reference.split('-')[2]!.toLowerCase());
        expect(ledger.flows.length).toBeGreaterThan(20);
        // It opens with the money that started it, and that is its first value; the SIPP was added with its
        // value (no flow on or before its first valuation: brought in).
        if (ledger.wrapper === 'sipp') {
          expect(ledger.valuations[0]!.value).toBeGreaterThan(0);
          expect(ledger.flows[0]!.date > ledger.startDate).toBe(true);
          continue;
        }
        expect(ledger.valuations[0]).toEqual({ date: ledger.startDate, value: ledger.net(ledger.startDate) });
        expect(ledger.flows[0]!.date).toBe(ledger.startDate);
      }
    });

    it('keeps each tax year’s ISA subscriptions within the £20,000 allowance, this year’s bar well filled', () => {
      for (const isa of ofWrapper('isa')) {
        const byTaxYear = new Map<string, number>();
        for (const f of isa.flows)
          if (f.type === 'contribution' || (f.type === 'transfer_in' && f.description === 'Bed & ISA'))
            byTaxYear.set(taxYearOf(f.date), (byTaxYear.get(taxYearOf(f.date)) ?? 0) + f.amount);
        expect(byTaxYear.get('2025-26')).toBeGreaterThan(0);
        for (const [year, total] of byTaxYear) expect(total).toBeLessThanOrEqual(allowanceRates(year)!.isa);
        expect(byTaxYear.get(taxYearOf(TODAY))).toBeGreaterThan(0);
      }
      const demoIsa = ledgers.find((l) => l.reference === 'HV-0101-ISA')!;
      const thisYear = demoIsa.flows.filter(
        (f) =>
          taxYearOf(f.date) === taxYearOf(TODAY) && (f.type === 'contribution' || f.type === 'transfer_in'),
      );
      expect(thisYear.reduce((sum, f) => sum + f.amount, 0)).toBeGreaterThanOrEqual(10_000_00);
    });

    it('pairs each Bed & ISA: out of the GIA and into the ISA on an April day, same amount, same reference', () => {
      for (const client of [0, 1, 2]) {
        const [isa, gia] = [ledgers[client * 4]!, ledgers[client * 4 + 3]!];
        const legs = (ledger: Ledger) =>
          ledger.flows
            .filter((f) => f.description === 'Bed & ISA')
            .map(({ date, amount, reference }) => ({ date, amount, reference }));
        expect(legs(isa).length).toBeGreaterThanOrEqual(2);
        expect(legs(gia)).toEqual(legs(isa));
        expect(
          isa.flows.filter((f) => f.description === 'Bed & ISA').every((f) => f.type === 'transfer_in'),
        ).toBe(true);
        expect(
          gia.flows.filter((f) => f.description === 'Bed & ISA').every((f) => f.type === 'transfer_out'),
        ).toBe(true);
        for (const leg of legs(isa)) {
          expect(leg.date.slice(5, 7)).toBe('04');
          expect(leg.reference).toMatch(/^[A-Z]+-BI-\d{6}$/);
        }
      }
    });

    it('adds 25% relief at source to each SIPP contribution, six weeks later, the March one in the next tax year', () => {
      for (const sipp of ofWrapper('sipp')) {
        const monthly = sipp.flows.filter((f) => f.type === 'contribution');
        const relief = sipp.flows.filter((f) => f.type === 'tax_relief');
        expect(monthly.length).toBeGreaterThanOrEqual(24);
        const due = monthly.filter((c) => addDays(c.date, RELIEF_DELAY_DAYS) <= TODAY);
        expect(relief.map((r) => r.date)).toEqual(due.map((c) => addDays(c.date, RELIEF_DELAY_DAYS)));
        // Relief at source grosses the net payment up at basic rate: 20% of the gross is 25% of the net.
        for (const [i, r] of relief.entries()) expect(r.amount * 4).toBe(due[i]!.amount);
        expect(due.some((c) => taxYearOf(c.date) !== taxYearOf(addDays(c.date, RELIEF_DELAY_DAYS)))).toBe(
          true,
        );
      }
    });

    it('charges an annual adviser charge and platform or product charges; takes income and withdrawals out', () => {
      for (const ledger of ledgers) {
        const descriptions = new Set(
          ledger.flows.filter((f) => f.type === 'charge').map((f) => f.description),
        );
        expect(descriptions).toContain('Ongoing adviser charge');
        expect(descriptions.has('Platform charge') || descriptions.has('Product charge')).toBe(true);
      }
      for (const bond of ofWrapper('bond'))
        expect(bond.flows.filter((f) => f.type === 'withdrawal').length).toBeGreaterThanOrEqual(24);
      for (const gia of ofWrapper('gia')) {
        expect(gia.flows.some((f) => f.type === 'withdrawal')).toBe(true);
        expect(gia.flows.some((f) => f.type === 'income')).toBe(true);
      }
    });

    it('values each feed policy daily, every day’s change the flows plus a bounded market move', () => {
      const feed = ledgers.filter((l) => l.source === 'feed');
      expect(feed).toHaveLength(9);
      for (const ledger of feed) {
        expect(ledger.valuations.at(-1)!.date).toBe(TODAY);
        expect(ledger.valuations.length).toBeGreaterThanOrEqual(731);
        let growth = 1;
        for (let i = 1; i < ledger.valuations.length; i++) {
          const [previous, today] = [ledger.valuations[i - 1]!, ledger.valuations[i]!];
          expect(today.date).toBe(addDays(previous.date, 1));
          const market = today.value - previous.value - ledger.net(today.date);
          expect(Math.abs(market)).toBeLessThanOrEqual(previous.value * MAX_DAILY_MOVE + 1);
          // The last year's time-weighted return: charges are not external flows, so it is net of them.
          if (i >= ledger.valuations.length - 365)
            growth *= (today.value - ledger.net(today.date, { charges: false })) / previous.value;
        }
        expect(growth - 1).toBeGreaterThan(0.03);
        expect(growth - 1).toBeLessThan(0.1);
      }
    });

    it('moves every client’s policy of a kind with the same market, once each day’s flows are taken off', () => {
      // One model portfolio a kind, so a flow missing from (or wrongly inside) one client's values shows.
      const moves = (ledger: Ledger) =>
        ledger.valuations.slice(1).map((today, i) => {
          const previous = ledger.valuations[i]!.value;
          return { move: (today.value - ledger.net(today.date)) / previous, rounding: 0.5 / previous };
        });
      for (const wrapper of ['isa', 'sipp', 'bond']) {
        const [first, ...others] = ofWrapper(wrapper).map(moves);
        expect(others).toHaveLength(2);
        for (const other of others) {
          expect(other).toHaveLength(first!.length);
          for (const [i, { move, rounding }] of other.entries())
            expect(Math.abs(move - first![i]!.move)).toBeLessThanOrEqual(
              rounding + first![i]!.rounding + 1e-12,
            );
        }
      }
    });

    it('gives the demo client the figures the money screens show off, as the app measures them', async () => {
      const money = createMoneyService(handle.db, () => today);
      const [demo] = await handle.db.select().from(users).where(eq(users.email, 'demo@sextant.test'));
      const own = ledgers.filter((l) => l.reference.startsWith('HV-01'));
      for (const ledger of own) {
        const { returns, waterfall, pending } = await money.policyPerformance(demo!.id, ledger.id, {
          range: 'one_year',
        });
        expect(returns!.twr.method).toBe(ledger.source === 'feed' ? 'chained' : 'modified_dietz');
        expect(returns!.twr.cumulative).toBeGreaterThan(0.02);
        expect(returns!.twr.cumulative).toBeLessThan(0.12);
        expect(returns!.mwr.cumulative).not.toBeNull();
        expect(Number(waterfall!.charges)).toBeGreaterThan(0);
        // The GIA's flows since its last statement are not in a valuation yet.
        expect(pending.count > 0).toBe(ledger.source === 'statement');
      }
      const portfolio = await money.portfolioPerformance(demo!.id, { range: 'one_year' });
      expect(portfolio.currencies).toHaveLength(1);
      expect(portfolio.currencies[0]!.returns!.twr.cumulative).toBeGreaterThan(0.02);

      const allowances = await money.allowances(demo!.id, taxYearOf(TODAY));
      expect(Number(allowances.isa.used)).toBeGreaterThanOrEqual(10_000);
      expect(Number(allowances.isa.used)).toBeLessThanOrEqual(20_000);
      expect(Number(allowances.pension.tax_relief)).toBeGreaterThan(0);
      // Last tax year's charges, as a share of the average value: an adviser's and a platform's, about 0.75–1.1%.
      const [costs] = (await money.costs(demo!.id)).currencies;
      expect(costs!.percent).toBeGreaterThan(0.005);
      expect(costs!.percent).toBeLessThan(0.015);
    });

    it('values the GIA only at its quarterly statements, the last 40 days ago, with flows between and after', () => {
      for (const gia of ofWrapper('gia')) {
        expect(gia.source).toBe('statement');
        const statements = gia.valuations.map((v) => v.date);
        expect(statements.at(-1)).toBe(addDays(TODAY, -LAST_STATEMENT_DAYS_AGO));
        expect(statements.length).toBeGreaterThanOrEqual(9);
        for (const [i, date] of statements.slice(1).entries()) {
          const previous = statements[i]!;
          if (i > 0) expect(previous).toBe(addMonths(date, -3));
          const between = gia.flows.filter((f) => f.date > previous && f.date <= date);
          expect(between.length).toBeGreaterThan(0);
          // At most a quarter's worth of the largest daily moves, on the most the policy can have held.
          const days = daysBetween(previous, date);
          const held =
            gia.valuations[i]!.value +
            between.reduce(
              (sum, f) => sum + (f.type === 'transfer_in' || f.type === 'contribution' ? f.amount : 0),
              0,
            );
          const market =
            gia.valuations[i + 1]!.value -
            gia.valuations[i]!.value -
            between.reduce((sum, f) => sum + gia.signed(f), 0);
          expect(Math.abs(market)).toBeLessThanOrEqual(held * ((1 + MAX_DAILY_MOVE) ** days - 1));
        }
        expect(gia.flows.some((f) => f.date > statements.at(-1)!)).toBe(true);
      }
    });
  });
});

const TODAY = '2026-11-21';

/** What a notification's subject is called and when it came to be, as its title must name and follow it. */
async function subjectOf(
  handle: DatabaseHandle,
  kind: string | null,
  id: string | null,
  notifiedAt: Date,
): Promise<{ name: string; at: Date } | null> {
  const { db } = handle;
  switch (kind) {
    case 'document': {
      const [doc] = await db.select().from(clientDocuments).where(eq(clientDocuments.id, id!));
      return { name: doc!.title, at: doc!.publishedAt };
    }
    case 'insight': {
      const [insight] = await db.select().from(insights).where(eq(insights.id, id!));
      return { name: insight!.title, at: insight!.publishedAt! };
    }
    case 'message': {
      const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.id, id!));
      const [last] = await db
        .select()
        .from(messages)
        .where(eq(messages.threadId, id!))
        .orderBy(desc(messages.createdAt))
        .limit(1);
      return { name: thread!.subject, at: last!.createdAt };
    }
    case 'review': {
      const [review] = await db.select().from(reviews).where(eq(reviews.id, id!));
      return { name: dayWords(review!.reviewDate), at: review!.checkinOpenedAt! };
    }
    case 'valuation': {
      // The policy, valued on or before the notification: the newest such valuation is the one it announces.
      const [policy] = await db.select().from(policies).where(eq(policies.id, id!));
      const [latest] = await db
        .select()
        .from(valuations)
        .where(
          and(eq(valuations.policyId, id!), lte(valuations.valuedOn, notifiedAt.toISOString().slice(0, 10))),
        )
        .orderBy(desc(valuations.valuedOn))
        .limit(1);
      return {
        name: `${policy!.reference} on ${dayWords(latest!.valuedOn)}`,
        at: new Date(`${latest!.valuedOn}T00:00:00Z`),
      };
    }
    default:
      return null;
  }
}

interface Flow {
  date: string;
  type: string;
  amount: number;
  description: string;
  reference: string | null;
}
interface Ledger {
  id: string;
  reference: string;
  wrapper: string;
  startDate: string;
  source: string;
  valuations: { date: string; value: number }[];
  flows: Flow[];
  signed(flow: Flow): number;
  /** Pence a day's flows added to the value (less when they took from it); charges too unless told not. */
  net(date: string, options?: { charges: boolean }): number;
}

const pence = (decimal: string) => Math.round(Number(decimal) * 100);

/** Each demo policy's valuations and flows as stored, in pence, in reference order. */
async function ledgersOf(handle: DatabaseHandle): Promise<Ledger[]> {
  const rows = await handle.db.select().from(policies).orderBy(policies.reference);
  return Promise.all(
    rows.map(async (policy) => {
      const values = await handle.db
        .select()
        .from(valuations)
        .where(eq(valuations.policyId, policy.id))
        .orderBy(valuations.valuedOn);
      const flows = (
        await handle.db
          .select()
          .from(transactions)
          .where(eq(transactions.policyId, policy.id))
          .orderBy(transactions.occurredOn)
      ).map((t) => ({
        date: t.occurredOn,
        type: t.type,
        amount: pence(t.amount),
        description: t.description,
        reference: t.reference,
      }));
      const signed = (f: Flow) => (PAID_IN_TYPES.has(f.type as never) ? f.amount : -f.amount);
      const netOf = (withCharges: boolean) => {
        const byDate = new Map<string, number>();
        for (const f of flows)
          if (withCharges || f.type !== 'charge') byDate.set(f.date, (byDate.get(f.date) ?? 0) + signed(f));
        return byDate;
      };
      const [withCharges, withoutCharges] = [netOf(true), netOf(false)];
      return {
        id: policy.id,
        reference: policy.reference,
        wrapper: policy.wrapper,
        startDate: policy.startDate,
        source: values[0]!.source,
        valuations: values.map((v) => ({ date: v.valuedOn, value: pence(v.value) })),
        flows,
        signed,
        net: (date: string, { charges } = { charges: true }) =>
          (charges ? withCharges : withoutCharges).get(date) ?? 0,
      };
    }),
  );
}
