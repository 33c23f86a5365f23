import type { ServiceLedger, ServiceReport } from '@sextant/contracts/service-ledger';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import {
  clientDocuments,
  documentEvents,
  messages,
  messageThreads,
  reviewSegments,
  reviews,
  transactions,
  users,
  vulnerabilityRecords,
} from '@/db/schema/index';
import { pdfText } from '@/shared/pdf/pdf-text';
import { createTestContext, type TestContext } from '@/test/context';
import { testDatabaseKinds } from '@/test/databases';
import { addFirm } from '@/test/firms';
import { createDemoPeople, createPerson, type DemoPeople } from '@/test/fixtures/people';
import { createPolicy, createProvider } from '@/test/fixtures/policies';
import { addValuations } from '@/test/fixtures/transactions';
import { tokenFor } from '@/test/sessions';

/*
 * A worked client year and a firm of clients with every review outcome, each figure computed here by hand:
 * the clock stands at 21 November 2026 (the test clock's start).
 */

type Outcome = 'delivered' | 'declined' | 'no_response' | null;
interface Seeded {
  people: DemoPeople;
  worked: string;
  others: Record<'declined' | 'noResponse' | 'notAttempted' | 'open' | 'notDue' | 'unpaid', string>;
}

async function chargeOf(
  db: Database,
  policyId: string,
  occurredOn: string,
  amount: string,
  chargeKind: 'adviser_ongoing' | 'platform' = 'adviser_ongoing',
) {
  await db.insert(transactions).values({
    policyId,
    occurredOn,
    type: 'charge',
    amount,
    currency: 'GBP',
    source: 'feed',
    description: `${chargeKind} ${occurredOn}`,
    chargeKind,
  });
}

const review = (
  db: Database,
  firmId: string,
  clientId: string,
  reviewDate: string,
  outcome: Outcome,
  meeting?: string,
) =>
  db.insert(reviews).values({
    firmId,
    clientId,
    reviewDate,
    outcome,
    outcomeAt: outcome ? new Date(`${reviewDate}T12:00:00Z`) : null,
    meetingHeldOn: meeting ?? null,
  });

/** A thread of the client's with messages at the instants given, `client` or `firm` the sender. */
async function thread(
  db: Database,
  people: DemoPeople,
  clientId: string,
  said: [string, 'client' | 'firm'][],
) {
  const [row] = await db
    .insert(messageThreads)
    .values({ firmId: people.firm.id, clientId, subject: 'A question' })
    .returning();
  await db.insert(messages).values(
    said.map(([at, who]) => ({
      threadId: row!.id,
      senderId: who === 'client' ? clientId : people.adviser.id,
      body: 'Words.',
      createdAt: new Date(at),
    })),
  );
}

async function document(
  db: Database,
  people: DemoPeople,
  clientId: string,
  values: {
    on: string;
    category: 'valuation_statement' | 'suitability_report';
    requires?: 'sign';
    events?: ('opened' | 'signed')[];
  },
) {
  const id = crypto.randomUUID();
  await db.insert(clientDocuments).values({
    id,
    firmId: people.firm.id,
    clientId,
    seriesId: id,
    category: values.category,
    title: values.category,
    filename: 'file.pdf',
    requires: values.requires ?? 'none',
    size: 4,
    sha256: '0'.repeat(64),
    data: new TextEncoder().encode('%PDF'),
    publishedAt: new Date(`${values.on}T10:00:00Z`),
  });
  for (const kind of values.events ?? [])
    await db.insert(documentEvents).values({ documentId: id, kind, actorId: clientId });
}

/** The worked client: three review years, the middle one (10 Mar 2025 – 10 Mar 2026) full of service. */
async function seedWorked(db: Database, people: DemoPeople, providerId: string) {
  const client = await createPerson(db, {
    firm: people.firm,
    email: 'worked@sextant.test',
    firstName: 'Wendy',
    acceptedTermsId: people.terms.id,
    surname: 'Worked',
    adviserId: people.adviser.id,
    nextReviewDate: '2027-03-10',
  });
  const policy = await createPolicy(db, {
    firmId: people.firm.id,
    clientId: client.id,
    providerId,
    reference: 'W-ISA',
    productType: 'ISA',
  });
  // Month ends in the year: March to August 2025 at 100,000, September 2025 to February 2026 at 110,000.
  await addValuations(db, policy.id, [
    ['2025-03-01', '100000.00'],
    ['2025-09-15', '110000.00'],
  ]);
  for (const day of ['2025-04-01', '2025-07-01', '2025-10-01', '2026-01-02'])
    await chargeOf(db, policy.id, day, '262.50');
  await chargeOf(db, policy.id, '2025-05-01', '100.00', 'platform');
  await chargeOf(db, policy.id, '2026-03-10', '262.50'); // the next year's
  await review(db, people.firm.id, client.id, '2025-03-10', 'delivered', '2025-03-05');
  await review(db, people.firm.id, client.id, '2026-03-10', 'delivered', '2026-03-03');
  // Friday 14 Nov 2025 16:30, again on Saturday, answered Monday 10:00: 2 working hours.
  await thread(db, people, client.id, [
    ['2025-11-14T16:30:00Z', 'client'],
    ['2025-11-15T10:00:00Z', 'client'],
    ['2025-11-17T10:00:00Z', 'firm'],
  ]);
  // Tuesday 10 Jun 2025 10:00 BST answered 14:00 BST: 4 hours; the next morning's message is unanswered.
  await thread(db, people, client.id, [
    ['2025-06-10T09:00:00Z', 'client'],
    ['2025-06-10T13:00:00Z', 'firm'],
    ['2025-06-11T09:00:00Z', 'client'],
  ]);
  await document(db, people, client.id, {
    on: '2025-05-01',
    category: 'valuation_statement',
    events: ['opened'],
  });
  await document(db, people, client.id, {
    on: '2025-08-01',
    category: 'suitability_report',
    requires: 'sign',
    events: ['opened', 'signed'],
  });
  await document(db, people, client.id, { on: '2025-12-01', category: 'valuation_statement' });
  return client.id;
}

/** One charged client for each report outcome, and one not charged at all. */
async function seedOthers(db: Database, people: DemoPeople, providerId: string) {
  const made = {} as Seeded['others'];
  const [complex] = await db
    .insert(reviewSegments)
    .values({ firmId: people.firm.id, name: 'Complex planning', intervalMonths: 6 })
    .returning();
  const plan: [keyof Seeded['others'], (id: string) => Promise<unknown>][] = [
    [
      'declined',
      async (id) => {
        await review(db, people.firm.id, id, '2026-05-01', 'declined');
        // Wednesday 4 Feb 2026 09:00 answered 12:30: three and a half working hours.
        await thread(db, people, id, [
          ['2026-02-04T09:00:00Z', 'client'],
          ['2026-02-04T12:30:00Z', 'firm'],
        ]);
      },
    ],
    ['noResponse', (id) => review(db, people.firm.id, id, '2026-06-01', 'no_response')],
    [
      'notAttempted',
      (id) =>
        db.insert(vulnerabilityRecords).values({
          firmId: people.firm.id,
          clientId: id,
          consentGivenOn: '2026-01-05',
          reviewOn: '2027-01-05',
        }),
    ],
    ['open', (id) => review(db, people.firm.id, id, '2026-11-10', null)],
    [
      'notDue',
      async (id) => {
        await review(db, people.firm.id, id, '2025-10-01', 'delivered', '2025-09-30');
        await db.update(users).set({ nextReviewDate: '2026-12-01' }).where(eq(users.id, id));
      },
    ],
    ['unpaid', (id) => review(db, people.firm.id, id, '2026-04-01', 'declined')],
  ];
  for (const [name, seed] of plan) {
    const client = await createPerson(db, {
      firm: people.firm,
      email: `${name.toLowerCase()}@sextant.test`,
      firstName: name,
      surname: 'Client',
      ...(name === 'noResponse' && { segmentId: complex!.id }),
    });
    made[name] = client.id;
    await seed(client.id);
    if (name === 'unpaid') continue;
    const policy = await createPolicy(db, {
      firmId: people.firm.id,
      clientId: client.id,
      providerId,
      reference: `R-${name}`,
      productType: 'ISA',
    });
    await chargeOf(db, policy.id, '2026-02-01', '150.00');
  }
  return made;
}

describe.each(testDatabaseKinds)('the service ledger and the firm’s service report on %s', (kind) => {
  let ctx: TestContext;
  let seeded: Seeded;
  let admin: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      seed: async (db) => {
        const people = await createDemoPeople(db);
        const provider = await createProvider(db, people.firm.id);
        seeded = {
          people,
          worked: await seedWorked(db, people, provider.id),
          others: await seedOthers(db, people, provider.id),
        };
      },
    });
    admin = (await tokenFor(ctx.app, 'adviser@sextant.test')).token;
  });
  afterAll(() => ctx?.close());

  const get = (token: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('sets a worked review year’s fee against its service, to the penny and in working hours', async () => {
    const res = await get(admin, `/v1/admin/clients/${seeded.worked}/service-ledger`);
    expect(res.statusCode, res.body).toBe(200);
    const ledger = res.json() as ServiceLedger;
    expect(ledger.segment).toEqual({ name: 'Standard', interval_months: 12 });
    expect(ledger.years.map((y) => [y.from, y.to, y.current, y.review.outcome])).toEqual([
      ['2026-03-10', '2027-03-10', true, 'upcoming'],
      ['2025-03-10', '2026-03-10', false, 'delivered'],
      ['2024-03-10', '2025-03-10', false, 'delivered'],
    ]);
    expect(ledger.years[1]).toEqual({
      from: '2025-03-10',
      to: '2026-03-10',
      current: false,
      // 4 × 262.50; the platform charge and the next year's fee left out. (6 × 100,000 + 6 × 110,000) / 12.
      fees: { ongoing: '1050.00', average_value: '105000.00', percent: 1 },
      review: { date: '2026-03-10', outcome: 'delivered', meeting_held_on: '2026-03-03' },
      meetings: 1,
      // Three waits, two answered in 2 and 4 working hours: the median is 3.
      messages: { waiting: 3, answered: 2, median_response_hours: 3 },
      documents: { published: 3, to_complete: 1, completed: 1 },
      statements: { available: 2, opened: 1 },
    });
    expect(ledger.years[0]!.fees.ongoing).toBe('262.50');
  });

  it('shows the client their own ledger, and nobody another firm’s', async () => {
    const own = await get((await tokenFor(ctx.app, 'worked@sextant.test')).token, '/v1/service');
    expect(own.statusCode).toBe(200);
    expect((own.json() as ServiceLedger).years[1]!.fees.ongoing).toBe('1050.00');
    const demo = await get((await tokenFor(ctx.app, 'demo@sextant.test')).token, '/v1/service');
    expect(demo.json()).toEqual({ segment: { name: 'Standard', interval_months: 12 }, years: [] });
    const other = await addFirm(ctx);
    const theirs = (await tokenFor(ctx.app, other.admin.email)).token;
    expect((await get(theirs, `/v1/admin/clients/${seeded.worked}/service-ledger`)).statusCode).toBe(404);
    const report = (
      await get(theirs, '/v1/admin/reports/service?from=2025-11-22&to=2026-11-21')
    ).json() as ServiceReport;
    expect(report.overall.charged).toBe(0);
  });

  it('gives the FCA’s review figures as percentages of the clients charged, with the exceptions', async () => {
    const res = await get(admin, '/v1/admin/reports/service?from=2025-11-22&to=2026-11-21');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as ServiceReport;
    const sixth = 16.7;
    expect(report.overall).toEqual({
      charged: 6,
      delivered: 1,
      declined: 1,
      no_response: 1,
      not_attempted: 1,
      open: 1,
      not_due: 1,
      percent: {
        delivered: sixth,
        declined: sixth,
        no_response: sixth,
        not_attempted: sixth,
        open: sixth,
        not_due: sixth,
      },
      median_response_hours: 3.5,
    });
    expect(report.by_adviser.map((a) => [a.name, a.charged, a.delivered])).toEqual([
      ['No adviser', 5, 0],
      ['Priya Shah', 1, 1],
    ]);
    expect(report.by_segment.map((s) => [s.name, s.charged, s.no_response])).toEqual([
      ['Complex planning', 1, 1],
      ['Standard', 5, 0],
    ]);
    expect(report.vulnerability.with_record).toMatchObject({ charged: 1, not_attempted: 1 });
    expect(report.vulnerability.without_record).toMatchObject({ charged: 5, delivered: 1 });
    // Charged in the 15 months to 21 Nov 2026 with no review delivered after 22 Aug 2025.
    expect(report.exceptions.map((e) => [e.client.name, e.ongoing_fees, e.last_delivered])).toEqual([
      ['declined Client', '150.00', null],
      ['noResponse Client', '150.00', null],
      ['notAttempted Client', '150.00', null],
      ['open Client', '150.00', null],
    ]);
  });

  it('gives the same figures as CSV and as a PDF board pack', async () => {
    const query = '?from=2025-11-22&to=2026-11-21';
    const csv = await get(admin, `/v1/admin/reports/service.csv${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('service-report-2025-11-22-to-2026-11-21.csv');
    const lines = csv.body.split('\r\n');
    const outcomes = ['delivered', 'declined', 'no_response', 'not_attempted', 'open', 'not_due'] as const;
    expect(lines[0]).toBe(
      `section,group,charged,${outcomes.join(',')},${outcomes.map((o) => `${o}_percent`).join(',')},median_response_hours`,
    );
    expect(lines[1]).toBe('overall,All clients,6,1,1,1,1,1,1,16.7,16.7,16.7,16.7,16.7,16.7,3.5');
    // Every group's counts and percentages are the screen's (the JSON report's).
    const report = (await get(admin, `/v1/admin/reports/service${query}`)).json() as ServiceReport;
    const adviserRow = lines.find((line) => line.startsWith('adviser,'))!.split(',');
    const byAdviser = report.by_adviser.find((row) => row.name === adviserRow[1])!;
    expect(adviserRow.slice(3, 15).map(Number)).toEqual([
      ...outcomes.map((o) => byAdviser[o]),
      ...outcomes.map((o) => byAdviser.percent[o]),
    ]);
    expect(lines).toContain(
      'exception_client_id,client,adviser,segment,ongoing_fees_15_months,last_review_delivered',
    );

    const pdf = await get(admin, `/v1/admin/reports/service.pdf${query}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(new Uint8Array(pdf.rawPayload)).join('\n');
    expect(text).toContain('Ongoing service: board pack');
    expect(text).toContain('22 November 2025 to 21 November 2026');
    expect(text).toContain('notAttempted Client');
    expect(text).toContain('1 (16.7%)');
  });

  it('refuses a period that ends before it starts, in words, as figures, CSV or board pack', async () => {
    for (const report of ['service', 'service.csv', 'service.pdf']) {
      const res = await get(admin, `/v1/admin/reports/${report}?from=2026-11-21&to=2026-01-01`);
      expect(res.statusCode, report).toBe(422);
      expect(res.json().errors).toEqual({ to: ['The end date must be on or after the start date.'] });
    }
    // A period of one day is a period.
    expect((await get(admin, '/v1/admin/reports/service?from=2026-11-21&to=2026-11-21')).statusCode).toBe(
      200,
    );
  });
});
