import type { ServiceReport } from '@sextant/contracts/service-ledger';
import type { Database } from '@/db/client';
import { addDays, addMonths, type IsoDate, londonToday } from '@/shared/period';
import { type ChargedClient, countGroups, countOutcomes, type ReportOutcome } from './calc/outcome-counts';
import { ANSWER_GRACE_DAYS, waitsFrom } from './ledger';
import * as repo from './repository';

/** The FCA's look-back for a review delivered to a client paying for ongoing advice. */
export const EXCEPTION_MONTHS = 15;

type Charged = ChargedClient & { facts: repo.ClientFacts; ongoing: string };

/**
 * How a charged client's period went: the latest review dated in it decides; with none, whether one was
 * delivered in the look-back or is set after the period (not due), or neither (not attempted).
 */
function outcomeIn(
  reviews: readonly repo.ReviewRow[],
  facts: repo.ClientFacts,
  period: { from: IsoDate; to: IsoDate; lookBack: IsoDate },
): ReportOutcome {
  const inPeriod = reviews.filter((r) => r.review_date >= period.from && r.review_date <= period.to).at(-1);
  if (inPeriod) return inPeriod.outcome ?? 'open';
  const deliveredLately = reviews.some(
    (r) => r.outcome === 'delivered' && r.review_date > period.lookBack && r.review_date <= period.to,
  );
  const setLater = facts.next_review_date !== null && facts.next_review_date > period.to;
  return deliveredLately || setLater ? 'not_due' : 'not_attempted';
}

/** The firm's ongoing-service report for [from, to] (see the contract for each figure's rule). */
export async function serviceReport(
  db: Database,
  firmId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<ServiceReport> {
  const end = addDays(to, 1);
  const lookBack = addMonths(end, -EXCEPTION_MONTHS);
  const [fees, lookBackFees, clients] = await Promise.all([
    repo.feesByClient(db, firmId, from, end),
    repo.feesByClient(db, firmId, lookBack, end),
    repo.clientFacts(db, firmId),
  ]);
  const ids = [...new Set([...fees, ...lookBackFees].map((row) => row.client_id))];
  const waitsUntil = addDays(end, ANSWER_GRACE_DAYS);
  const [reviews, messages] = await Promise.all([
    repo.reviewsOf(db, ids),
    repo.messagesOf(
      db,
      fees.map((row) => row.client_id),
      from,
      waitsUntil,
    ),
  ]);
  const reviewsOf = (id: string) => reviews.filter((r) => r.client_id === id);
  const factsOf = new Map(clients.map((client) => [client.id, client]));
  const period = { from, to, lookBack };

  const charged: Charged[] = fees.flatMap(({ client_id, ongoing }) => {
    const facts = factsOf.get(client_id);
    if (!facts) return [];
    const waits = waitsFrom(messages.filter((m) => m.client_id === client_id)).filter(
      (w) => londonToday(w.since) >= from && londonToday(w.since) < end,
    );
    return [{ facts, ongoing, outcome: outcomeIn(reviewsOf(client_id), facts, period), waits }];
  });
  const exceptions = lookBackFees.flatMap(({ client_id, ongoing }) => {
    const facts = factsOf.get(client_id);
    const delivered = reviewsOf(client_id).filter((r) => r.outcome === 'delivered' && r.review_date <= to);
    const last = delivered.at(-1)?.review_date ?? null;
    if (!facts || (last !== null && last > lookBack)) return [];
    return [
      {
        client: { uuid: facts.id, name: facts.name },
        adviser: facts.adviser,
        segment: facts.segment,
        ongoing_fees: ongoing,
        last_delivered: last,
      },
    ];
  });

  return {
    from,
    to,
    overall: countOutcomes(charged),
    by_adviser: countGroups(charged, (c) => c.facts.adviser ?? 'No adviser'),
    by_segment: countGroups(charged, (c) => c.facts.segment),
    vulnerability: {
      with_record: countOutcomes(charged.filter((c) => c.facts.vulnerable)),
      without_record: countOutcomes(charged.filter((c) => !c.facts.vulnerable)),
    },
    exceptions: exceptions.sort((a, b) => a.client.name.localeCompare(b.client.name, 'en-GB')),
  };
}
