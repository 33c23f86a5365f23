import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clientDocuments, documentEvents, reviews, users } from '@/db/schema/index';
import { renderSimpleDocument } from '@/shared/pdf/simple-document';
import { addDays, addMonths, londonToday } from '@/shared/period';
import { sha256Hex } from '@/shared/sha256';
import { daysBefore } from './random';

interface DemoClient {
  id: string;
  firstName: string;
  surname: string;
}

type Category = (typeof clientDocuments.$inferInsert)['category'];
type Requires = (typeof clientDocuments.$inferInsert)['requires'];

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
  options: { firmId: string; firmName: string; adviserId: string; clients: DemoClient[]; now: Date },
): Promise<Map<string, DemoSubjects>> {
  const { firmId, firmName, adviserId, now } = options;
  const today = londonToday(now);
  const subjects = new Map<string, DemoSubjects>();
  for (const [index, client] of options.clients.entries()) {
    const clientName = `${client.firstName} ${client.surname}`;
    const nextReview = addDays(today, 18 + index * 5);
    const lastReview = addMonths(nextReview, -12);
    const [delivered] = await db
      .insert(reviews)
      .values({
        firmId,
        clientId: client.id,
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
        outcomeBy: client.id,
      })
      .returning({ id: reviews.id });
    const [current] = await db
      .insert(reviews)
      .values({
        firmId,
        clientId: client.id,
        adviserId,
        reviewDate: nextReview,
        checkinOpenedAt: daysBefore(now, 2),
      })
      .returning({ id: reviews.id });
    await db.update(users).set({ adviserId, nextReviewDate: nextReview }).where(sql`id = ${client.id}`);

    const publish = async (document: {
      category: Category;
      title: string;
      at: Date;
      requires?: Requires;
      reviewId?: string;
      paragraphs: string[];
      table?: { head: string[]; rows: string[][] };
      opened?: boolean;
      acknowledged?: boolean;
    }) => {
      const data = await renderSimpleDocument({
        title: document.title,
        firmName,
        clientName,
        date: document.at,
        paragraphs: document.paragraphs,
        ...(document.table ? { table: document.table } : {}),
      });
      const id = randomUUID();
      const sha256 = sha256Hex(data);
      await db.insert(clientDocuments).values({
        id,
        firmId,
        clientId: client.id,
        seriesId: id,
        category: document.category,
        title: document.title,
        filename: `${document.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`,
        requires: document.requires ?? 'none',
        size: data.length,
        sha256,
        data,
        reviewId: document.reviewId ?? null,
        publishedBy: adviserId,
        publishedAt: document.at,
      });
      const later = (hours: number) => new Date(document.at.getTime() + hours * 3_600_000);
      const events: (typeof documentEvents.$inferInsert)[] = [
        { documentId: id, kind: 'published', actorId: adviserId, ip: '10.0.0.12', createdAt: document.at },
        { documentId: id, kind: 'notified', createdAt: document.at },
      ];
      const browser =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
      if (document.opened || document.acknowledged) {
        events.push({
          documentId: id,
          kind: 'opened',
          actorId: client.id,
          ip: '81.2.69.160',
          userAgent: browser,
          createdAt: later(20),
        });
      }
      if (document.acknowledged) {
        events.push({
          documentId: id,
          kind: 'acknowledged',
          actorId: client.id,
          ip: '81.2.69.160',
          userAgent: browser,
          sha256,
          createdAt: later(21),
        });
      }
      await db.insert(documentEvents).values(events);
      return id;
    };

    const values = await quarterValues(db, client.id, today);
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
      reviewId: delivered!.id,
      paragraphs: [
        'Thank you for meeting us for your annual review.',
        'This pack summarises your policies, their performance over the year, the charges you paid and our recommendations.',
      ],
      acknowledged: true,
    });
    const agreement = await publish({
      category: 'letter',
      title: 'Updated client agreement',
      at: daysBefore(now, 3),
      requires: 'sign',
      paragraphs: [
        'We have updated our client agreement to describe our ongoing service and its charges more clearly.',
        'Please read it and sign it in your portal. Nothing about your investments changes.',
      ],
    });
    subjects.set(client.id, { documentId: agreement, reviewId: current!.id });
  }
  return subjects;
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
    const rows = (result as unknown as { rows: { reference: string; product: string; value: string }[] })
      .rows;
    const [y, m, d] = end.split('-');
    const label = `${Number(d)} ${new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${y}`;
    quarters.unshift({ end, label, rows });
    end = addDays(addMonths(addDays(end, 1), -3), -1);
  }
  return quarters;
}
