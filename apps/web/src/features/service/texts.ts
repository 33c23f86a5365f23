import type { ServiceReviewOutcome, ServiceYear } from '@sextant/contracts/service-ledger';
import { formatDate, formatMoney } from '@/shared/format/money';

/** How a review year's review went, in the client's words. */
export function reviewText(review: ServiceYear['review']): string {
  const on = formatDate(review.date);
  const texts: Record<ServiceReviewOutcome, string> = {
    delivered: review.meeting_held_on
      ? `Delivered: you met your adviser on ${formatDate(review.meeting_held_on)}.`
      : `Delivered: your review of ${on} is complete.`,
    declined: `You chose not to have the review due on ${on}.`,
    no_response: `Your review due on ${on} ended without an answer from you.`,
    open: `Your review was due on ${on} and is under way.`,
    upcoming: `Due on ${on}.`,
    not_attempted: `No review was recorded for ${on}.`,
  };
  return texts[review.outcome];
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The fee line: "£1,050.00, 1.00% of your average portfolio value of £105,000.00". */
export function feeText(fees: ServiceYear['fees']): string {
  const paid = formatMoney(Number(fees.ongoing));
  if (fees.percent === null || fees.average_value === null) return paid;
  return `${paid}, ${fees.percent.toFixed(2)}% of your average portfolio value of ${formatMoney(Number(fees.average_value))}`;
}

export function messagesText(messages: ServiceYear['messages']): string {
  if (messages.waiting === 0) return 'You did not write to your firm.';
  const answered = `${messages.answered} of ${plural(messages.waiting, 'message')} answered`;
  return messages.median_response_hours === null
    ? `${answered}.`
    : `${answered}, typically within ${messages.median_response_hours.toFixed(1)} working hours.`;
}

export function documentsText(documents: ServiceYear['documents']): string {
  if (documents.published === 0) return 'No documents shared.';
  const shared = `${plural(documents.published, 'document')} shared`;
  return documents.to_complete === 0
    ? `${shared}.`
    : `${shared}; ${documents.completed} of ${documents.to_complete} acknowledged or signed.`;
}

export function statementsText(statements: ServiceYear['statements']): string {
  if (statements.available === 0) return 'No statements in this period.';
  return `${plural(statements.available, 'statement')} available; you opened ${statements.opened}.`;
}

export const yearText = (year: Pick<ServiceYear, 'from' | 'to'>) =>
  `${formatDate(year.from)} to ${formatDate(year.to)}`;
