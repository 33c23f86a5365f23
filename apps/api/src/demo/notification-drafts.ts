import type { NotificationSubject } from '@sextant/contracts/notifications';
import { and, desc, eq, gte, isNotNull, lte, ne } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  clientDocuments,
  dueDiligenceReports,
  insightAuthors,
  insights,
  messages,
  messageThreads,
  policies,
  reviews,
  users,
  valuations,
} from '@/db/schema/index';
import { addDays, dayWords, londonToday } from '@/shared/period';
import { daysBefore } from './random';

/** A notification before it is written: each names what it is about and is dated when that happened. */
export interface Draft {
  title: string;
  body: string;
  at: Date;
  subject: NotificationSubject | null;
  link?: string;
}

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** What the adviser says when publishing each kind of document (a document of another kind is simply named). */
const DOCUMENT_BODIES: Record<string, string> = {
  valuation_statement: 'Each of your policies’ values on that day, as its provider reported them.',
  suitability_report:
    'Our recommendation from your review meeting, and why it suits your objectives and attitude to risk.',
  annual_review_pack:
    'Your year in one place: values, performance, the charges you paid and what we agreed. Please confirm you have read it.',
  letter:
    'We have described our ongoing service and its charges more clearly. Nothing about your investments changes. Please read it and sign.',
};

/** One per document the client has, when it was published: named, and saying what it needs from them. */
export async function documentDrafts(db: Database, clientId: string): Promise<Draft[]> {
  const rows = await db
    .select({
      id: clientDocuments.id,
      title: clientDocuments.title,
      category: clientDocuments.category,
      requires: clientDocuments.requires,
      at: clientDocuments.publishedAt,
    })
    .from(clientDocuments)
    .where(eq(clientDocuments.clientId, clientId));
  return rows.map((doc) => ({
    title:
      doc.requires === 'sign'
        ? `To sign: ${doc.title}`
        : doc.requires === 'acknowledge'
          ? `To read and acknowledge: ${doc.title}`
          : `New document: ${doc.title}`,
    body: DOCUMENT_BODIES[doc.category] ?? `${doc.title} is in your documents.`,
    at: doc.at,
    subject: { kind: 'document', id: doc.id },
  }));
}

/** The open review's check-in, when it opened, naming the review's date. */
export async function reviewDrafts(db: Database, reviewId: string | undefined): Promise<Draft[]> {
  if (!reviewId) return [];
  const [review] = await db
    .select({ date: reviews.reviewDate, opened: reviews.checkinOpenedAt })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!review?.opened) return [];
  return [
    {
      title: `Check-in for your review on ${dayWords(review.date)}`,
      body: 'A few quick questions before we meet: they take about two minutes, and your answers set the agenda.',
      at: review.opened,
      subject: { kind: 'review', id: reviewId },
    },
  ];
}

/** The adviser's latest reply in the client's thread, when it was sent, naming the thread. */
export async function messageDrafts(
  db: Database,
  clientId: string,
  threadId: string | undefined,
): Promise<Draft[]> {
  if (!threadId) return [];
  const [reply] = await db
    .select({
      subject: messageThreads.subject,
      at: messages.createdAt,
      firstName: users.firstName,
      surname: users.surname,
    })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.threadId, threadId), ne(messages.senderId, clientId)))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  if (!reply) return [];
  return [
    {
      title: `${reply.firstName} ${reply.surname} replied: ${reply.subject}`,
      body: `A new message in “${reply.subject}”. Read and answer it in Messages.`,
      at: reply.at,
      subject: { kind: 'message', id: threadId },
    },
  ];
}

/**
 * A policy valued only from its provider's statements (the demo's GIAs): one per statement of the last year,
 * two days after the date it values (statements arrive by post and are keyed in).
 */
export async function valuationDrafts(db: Database, clientId: string, today: Date): Promise<Draft[]> {
  const rows = await db
    .select({
      policyId: policies.id,
      reference: policies.reference,
      product: policies.productType,
      valuedOn: valuations.valuedOn,
      value: valuations.value,
    })
    .from(valuations)
    .innerJoin(policies, eq(policies.id, valuations.policyId))
    .where(
      and(
        eq(policies.clientId, clientId),
        eq(valuations.source, 'statement'),
        gte(valuations.valuedOn, addDays(londonToday(today), -365)),
        lte(valuations.valuedOn, addDays(londonToday(today), -2)),
      ),
    );
  return rows.map((row) => ({
    title: `New valuation: ${row.reference} on ${dayWords(row.valuedOn)}`,
    body: `Your ${row.product} was worth ${money.format(Number(row.value))} on ${dayWords(row.valuedOn)}, as its provider’s statement reports it.`,
    at: new Date(`${addDays(row.valuedOn, 2)}T09:30:00Z`),
    subject: { kind: 'valuation', id: row.policyId },
  }));
}

/**
 * The firm's due-diligence reports of the last year, an hour after each was published (once the firm has
 * checked it reads well in the app), so it never shares its moment with an article published that day.
 */
export async function dueDiligenceDrafts(db: Database, firmId: string, today: Date): Promise<Draft[]> {
  const rows = await db
    .select({
      year: dueDiligenceReports.financialYear,
      summary: dueDiligenceReports.summary,
      at: dueDiligenceReports.publishedAt,
    })
    .from(dueDiligenceReports)
    .where(
      and(
        eq(dueDiligenceReports.firmId, firmId),
        gte(dueDiligenceReports.publishedAt, daysBefore(today, 365)),
      ),
    );
  return rows.map((row) => ({
    title: `Provider due diligence ${row.year} published`,
    body: row.summary,
    at: new Date(row.at!.getTime() + 3_600_000),
    subject: null,
    link: '/tabs/information/due-diligence',
  }));
}

/** The firm's published insights, newest first, as notifications on the day each was published. */
export async function insightDrafts(db: Database, firmId: string): Promise<Draft[]> {
  const rows = await db
    .select({
      id: insights.id,
      title: insights.title,
      summary: insights.summary,
      at: insights.publishedAt,
      author: insightAuthors.name,
    })
    .from(insights)
    .innerJoin(insightAuthors, eq(insightAuthors.id, insights.authorId))
    .where(and(eq(insights.firmId, firmId), isNotNull(insights.publishedAt)))
    .orderBy(desc(insights.publishedAt));
  return rows.map((row) => ({
    title: `New article: ${row.title}`,
    body: `${row.author}: ${row.summary}`,
    at: row.at!,
    subject: { kind: 'insight', id: row.id },
  }));
}
