import type { ServiceLedger, ServiceYear } from '@sextant/contracts/service-ledger';
import type { Database } from '@/db/client';
import type { Clock } from '@/shared/clock';
import { notFound } from '@/shared/errors';
import { addDays, type IsoDate, londonToday } from '@/shared/period';
import { responseFigures, type Wait, waitsOf } from './calc/responses';
import { type ReviewYear, reviewYears } from './calc/review-years';
import * as repo from './repository';

/** A late answer to a message sent near a year's end still counts for that year. */
export const ANSWER_GRACE_DAYS = 60;

const within = (day: IsoDate, year: { from: IsoDate; to: IsoDate }) => day >= year.from && day < year.to;
/** A review meeting belongs to the year its review ends, so one held on the review day counts there. */
const meetingWithin = (day: IsoDate, year: { from: IsoDate; to: IsoDate }) =>
  day > year.from && day <= year.to;

/** The client's messages as waits for the firm. */
export const waitsFrom = (rows: readonly repo.MessageRow[]) =>
  waitsOf(
    rows.map((row) => ({ threadId: row.thread_id, at: new Date(row.at_ms), fromClient: row.from_client })),
  );

function serviceYear(
  year: ReviewYear,
  facts: {
    money: repo.YearMoney | undefined;
    waits: readonly Wait[];
    documents: readonly repo.DocumentRow[];
    meetings: readonly IsoDate[];
  },
): ServiceYear {
  const documents = facts.documents.filter((d) => within(d.published_on, year));
  const toComplete = documents.filter((d) => d.requires !== 'none');
  const statements = documents.filter((d) => d.statement);
  const responses = responseFigures(facts.waits.filter((w) => within(londonToday(w.since), year)));
  return {
    from: year.from,
    to: year.to,
    current: year.current,
    fees: {
      ongoing: facts.money?.ongoing ?? '0.00',
      average_value: facts.money?.average_value ?? null,
      percent: facts.money?.percent == null ? null : Number(facts.money.percent),
    },
    review: {
      date: year.review.date,
      outcome: year.review.outcome,
      meeting_held_on: year.review.meetingHeldOn,
    },
    meetings: facts.meetings.filter((day) => meetingWithin(day, year)).length,
    messages: {
      waiting: responses.waiting,
      answered: responses.answered,
      median_response_hours: responses.medianResponseHours,
    },
    documents: {
      published: documents.length,
      to_complete: toComplete.length,
      completed: toComplete.filter((d) => d.completed).length,
    },
    statements: { available: statements.length, opened: statements.filter((d) => d.opened).length },
  };
}

/** A client's service ledger: each review year's ongoing fee set against what the firm delivered in it. */
export async function serviceLedger(
  db: Database,
  clock: Clock,
  firmId: string,
  clientId: string,
): Promise<ServiceLedger> {
  const [client] = await repo.clientFacts(db, firmId, [clientId]);
  if (!client) throw notFound('The client');
  const reviews = await repo.reviewsOf(db, [clientId]);
  const years = reviewYears(
    reviews.map((r) => ({ reviewDate: r.review_date, outcome: r.outcome, meetingHeldOn: r.meeting_held_on })),
    client.next_review_date,
    client.interval_months,
    londonToday(clock()),
  );
  const segment = { name: client.segment, interval_months: client.interval_months };
  if (years.length === 0) return { segment, years: [] };
  const span = { from: years.at(-1)!.from, to: years[0]!.to };
  const [money, messages, documents] = await Promise.all([
    repo.yearMoney(db, clientId, years),
    repo.messagesOf(db, [clientId], span.from, addDays(span.to, ANSWER_GRACE_DAYS)),
    repo.documentsOf(db, clientId, span.from, span.to),
  ]);
  const waits = waitsFrom(messages);
  const meetings = reviews.flatMap((r) => (r.meeting_held_on ? [r.meeting_held_on] : []));
  return {
    segment,
    years: years.map((year) =>
      serviceYear(year, { money: money.find((m) => m.to_day === year.to), waits, documents, meetings }),
    ),
  };
}
