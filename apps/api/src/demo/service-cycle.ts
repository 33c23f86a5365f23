import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rowsOf } from '@/db/queries';
import { reviews, users } from '@/db/schema/index';
import { addDays, addMonths, type IsoDate, londonToday } from '@/shared/period';
import { documentPublisher, type Publish } from './client-documents';
import { daysBefore } from './random';

interface DemoClient {
  id: string;
  firstName: string;
  surname: string;
}

interface ServiceCycle {
  firmId: string;
  firmName: string;
  adviserId: string;
  clients: DemoClient[];
  now: Date;
}

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** What the demo notifications point at, per client. */
export interface DemoSubjects {
  documentId: string;
  reviewId: string;
}

/**
 * Each demo client's documents and review: four quarterly valuation statements (real PDFs of their policies'
 * values), a suitability report, last year's review pack (acknowledged, the review delivered), an updated
 * client agreement awaiting signature, and this year's review due within 30 days with its check-in open.
 */
export async function seedServiceCycle(
  db: Database,
  cycle: ServiceCycle,
): Promise<Map<string, DemoSubjects>> {
  const today = londonToday(cycle.now);
  const subjects = new Map<string, DemoSubjects>();
  for (const [index, client] of cycle.clients.entries()) {
    const nextReview = addDays(today, 18 + index * 5);
    const lastReview = addMonths(nextReview, -12);
    const review = await seedReviews(db, cycle, client.id, { lastReview, nextReview });
    const publish = documentPublisher(db, {
      ...cycle,
      client: { id: client.id, name: `${client.firstName} ${client.surname}` },
    });
    await publishStatements(db, publish, client.id, today);
    const agreement = await publishReviewDocuments(publish, lastReview, review.deliveredId, cycle.now);
    subjects.set(client.id, { documentId: agreement, reviewId: review.currentId });
  }
  return subjects;
}

/** Last year's review, delivered after its check-in and meeting, and this year's with its check-in open. */
async function seedReviews(
  db: Database,
  { firmId, adviserId, now }: ServiceCycle,
  clientId: string,
  { lastReview, nextReview }: { lastReview: IsoDate; nextReview: IsoDate },
) {
  const [delivered] = await db
    .insert(reviews)
    .values({
      firmId,
      clientId,
      adviserId,
      reviewDate: lastReview,
      checkinOpenedAt: daysBefore(new Date(`${lastReview}T09:00:00Z`), 30),
      checkinSubmittedAt: daysBefore(new Date(`${lastReview}T09:00:00Z`), 26),
      checkinAnswers: {
        wants_review: true,
        circumstances_changed: false,
        income_changed: true,
        health_changed: false,
        dependants_changed: false,
        objectives_changed: false,
        risk_changed: false,
        to_discuss: 'I would like to talk about paying more into my pension.',
      },
      meetingHeldOn: lastReview,
      outcome: 'delivered',
      outcomeAt: new Date(`${addDays(lastReview, 9)}T10:00:00Z`),
      outcomeBy: clientId,
    })
    .returning({ id: reviews.id });
  const [current] = await db
    .insert(reviews)
    .values({ firmId, clientId, adviserId, reviewDate: nextReview, checkinOpenedAt: daysBefore(now, 2) })
    .returning({ id: reviews.id });
  await db.update(users).set({ adviserId, nextReviewDate: nextReview }).where(sql`id = ${clientId}`);
  return { deliveredId: delivered!.id, currentId: current!.id };
}

/** A valuation statement for each of the last four quarters, a week after its end; all but the oldest opened. */
async function publishStatements(db: Database, publish: Publish, clientId: string, today: IsoDate) {
  const values = await quarterValues(db, clientId, today);
  for (const [q, quarter] of values.entries()) {
    await publish({
      category: 'valuation_statement',
      title: `Valuation statement to ${quarter.label}`,
      at: new Date(`${addDays(quarter.end, 7)}T08:00:00Z`),
      paragraphs: [
        `This statement shows the value of your policies on ${quarter.label}.`,
        'Values are as reported by each provider on that day. Past performance is not a guide to the future.',
      ],
      table: {
        head: ['Policy', 'Product', 'Value'],
        rows: [
          ...quarter.rows.map((row) => [row.reference, row.product, money.format(Number(row.value))]),
          ['Total', '', money.format(quarter.rows.reduce((sum, row) => sum + Number(row.value), 0))],
        ],
      },
      opened: q > 0,
    });
  }
}

/** Last year's suitability report and review pack, and the client agreement to sign; answers the agreement's id. */
async function publishReviewDocuments(publish: Publish, lastReview: IsoDate, deliveredId: string, now: Date) {
  await publish({
    category: 'suitability_report',
    title: 'Suitability report: pension contributions',
    at: new Date(`${addDays(lastReview, 14)}T10:00:00Z`),
    paragraphs: [
      'Following our review meeting you asked whether to increase your pension contributions.',
      'We recommend increasing your monthly contribution to your SIPP, which uses more of your annual allowance and attracts tax relief at your marginal rate.',
      'This recommendation is suitable for your objectives and attitude to risk as recorded at the meeting.',
    ],
    opened: true,
  });
  await publish({
    category: 'annual_review_pack',
    title: `Annual review pack ${lastReview.slice(0, 4)}`,
    at: new Date(`${addDays(lastReview, 2)}T10:00:00Z`),
    requires: 'acknowledge',
    reviewId: deliveredId,
    paragraphs: [
      'Thank you for meeting us for your annual review.',
      'This pack summarises your policies, their performance over the year, the charges you paid and our recommendations.',
    ],
    acknowledged: true,
  });
  return publish({
    category: 'letter',
    title: 'Updated client agreement',
    at: daysBefore(now, 3),
    requires: 'sign',
    paragraphs: [
      'We have updated our client agreement to describe our ongoing service and its charges more clearly.',
      'Please read it and sign it in your portal. Nothing about your investments changes.',
    ],
  });
}

/** The policies' values on the last day of each of the four quarters before today. */
async function quarterValues(db: Database, clientId: string, today: string) {
  const month = Number(today.slice(5, 7));
  let end = addDays(
    `${today.slice(0, 4)}-${String(Math.floor((month - 1) / 3) * 3 + 1).padStart(2, '0')}-01`,
    -1,
  );
  const quarters: {
    end: string;
    label: string;
    rows: { reference: string; product: string; value: string }[];
  }[] = [];
  for (let i = 0; i < 4; i++) {
    const result = await db.execute(sql`
      select p.reference, p.product_type as product, v.value::text as value from policies p
      join lateral (select value from valuations where policy_id = p.id and valued_on <= ${end}::date
        order by valued_on desc limit 1) v on true
      where p.client_id = ${clientId} order by p.reference`);
    const rows = rowsOf<{ reference: string; product: string; value: string }>(result);
    const [y, m, d] = end.split('-');
    const label = `${Number(d)} ${new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${y}`;
    quarters.unshift({ end, label, rows });
    end = addDays(addMonths(addDays(end, 1), -3), -1);
  }
  return quarters;
}
