import type { CheckinAnswers, ClientReview } from '@sextant/contracts/reviews';
import {
  CHECKIN_QUESTIONS,
  type CheckinQuestion,
  REVIEW_CHECKIN_DAYS,
  reviewWords,
} from '@sextant/contracts/rules/reviews';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, ChevronRight, FileText, HandCoins, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CheckinForm } from '@/features/review/components/checkin-form';
import { serviceQuery } from '@/shared/api/get-service';
import { formatDate } from '@/shared/format/money';
import { appPath } from '@/shared/routing/app-path';
import { AdviserCard } from '@/shared/ui/adviser-card';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { SkeletonList } from '@/shared/ui/skeleton';

/** The day the check-in opens: REVIEW_CHECKIN_DAYS before the review date. */
export function checkinOpensOn(reviewDate: string): string {
  const date = new Date(`${reviewDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - REVIEW_CHECKIN_DAYS);
  return date.toISOString().slice(0, 10);
}

const QUESTIONS = Object.entries(CHECKIN_QUESTIONS) as [CheckinQuestion, string][];

/** The client's answers as they sent them. */
function AnswersList({ answers }: { answers: CheckinAnswers }) {
  if (!answers.wants_review) return null;
  return (
    <dl className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
      {QUESTIONS.map(([question, text]) => (
        <div key={question} className="flex items-start justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-ink">{text}</dt>
          <dd className="shrink-0 text-sm font-semibold text-ink">{answers[question] ? 'Yes' : 'No'}</dd>
        </div>
      ))}
      <div className="flex flex-col gap-1 px-4 py-3">
        <dt className="text-sm text-ink">Anything you'd like to discuss?</dt>
        <dd className="text-sm font-semibold whitespace-pre-wrap break-words text-ink">
          {answers.to_discuss.trim() || 'Nothing added'}
        </dd>
      </div>
    </dl>
  );
}

/** After the check-in: thanks, what happens next, and the answers. Focused when it replaces the form. */
function ThankYou({ review, focus }: { review: ClientReview; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const declined = review.checkin ? !review.checkin.wants_review : review.status === 'declined';
  return (
    <section
      aria-labelledby="checkin-done"
      className="flex flex-col gap-4 rounded-2xl border border-teal-200 bg-teal-50 p-5 sm:p-6"
    >
      <div role="status">
        <h2
          id="checkin-done"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight text-teal-950 outline-none"
        >
          Thank you
        </h2>
        <p className="mt-1 text-base text-teal-950">
          {declined
            ? 'You have declined this year’s review. Your adviser has been told, and you will be offered a review again next year.'
            : 'Your adviser has your answers and will use them to prepare your review.'}
          {review.checkin_submitted_at && (
            <>
              {' '}
              Sent on{' '}
              <time dateTime={review.checkin_submitted_at}>{formatDate(review.checkin_submitted_at)}</time>.
            </>
          )}
        </p>
      </div>
      {review.checkin && <AnswersList answers={review.checkin} />}
    </section>
  );
}

const STATUS_TEXT: Record<Exclude<ClientReview['status'], 'checkin_open' | 'checkin_done'>, string> = {
  upcoming: '',
  delivered: 'Your review has been delivered.',
  declined: 'You declined this year’s review.',
  no_response: 'We did not hear from you for this review. Your adviser will be in touch.',
};

/** The review pack, once the adviser publishes it: one tap to the document, and whether it is acknowledged. */
function Pack({ pack }: { pack: NonNullable<ClientReview['pack']> }) {
  return (
    <Link
      to={appPath.document({ id: pack.uuid })}
      className="flex min-h-14 items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card transition-shadow hover:shadow-md"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-teal-50 text-accent-ink">
        <FileText aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-ink">Your review pack: {pack.title}</span>
        <span className="text-sm text-ink-muted">
          {pack.completed_at
            ? `Acknowledged on ${formatDate(pack.completed_at)}`
            : 'Read it and let your adviser know you have'}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-navy-300" />
    </Link>
  );
}

/**
 * /tabs/review: the adviser, the review's date, and while it is open the check-in (or declining this year's
 * review); then thanks with the answers given, and the review pack once it is published.
 */
export function ReviewPage() {
  const query = useQuery(serviceQuery());
  // The thanks take focus only when they replace the form on this screen, not on arrival.
  const sawForm = useRef(false);
  const service = query.data;
  const review = service?.review ?? null;
  if (review?.status === 'checkin_open') sawForm.current = true;

  if (query.isPending) return <SkeletonList rows={3} label="Loading your review" />;
  if (!service) {
    return (
      <EmptyState icon={CalendarCheck} message="Your review could not be loaded just now.">
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </EmptyState>
    );
  }

  const reviewDate = review?.review_date ?? service.next_review_date;
  const done =
    review?.status === 'checkin_done' || Boolean(review?.checkin && review.status !== 'checkin_open');
  return (
    <div className="flex flex-col gap-6">
      {service.adviser && <AdviserCard adviser={service.adviser} headingId="review-adviser" />}

      <section
        aria-labelledby="review-date-heading"
        className="flex items-start gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-teal-50 text-accent-ink">
          <CalendarCheck aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="review-date-heading" className="text-lg font-semibold tracking-tight text-ink">
            {reviewWords(service.interval_months).title}
          </h2>
          <p className="mt-1 text-base text-ink">
            {reviewDate ? (
              <>
                Due on <time dateTime={reviewDate}>{formatDate(reviewDate)}</time>.
              </>
            ) : (
              'No review date is set yet. Your adviser will arrange it.'
            )}
          </p>
          {reviewDate && (!review || review.status === 'upcoming') && (
            <p className="mt-1 text-sm text-ink-muted">
              A short check-in opens here on {formatDate(checkinOpensOn(reviewDate))}, {REVIEW_CHECKIN_DAYS}{' '}
              days before.
            </p>
          )}
          {review &&
            !done &&
            review.status !== 'upcoming' &&
            review.status !== 'checkin_open' &&
            review.status !== 'checkin_done' && (
              <p className="mt-1 text-sm text-ink-muted">{STATUS_TEXT[review.status]}</p>
            )}
        </div>
      </section>

      {review?.status === 'checkin_open' && (
        <CheckinForm review={review} intervalMonths={service.interval_months} />
      )}
      {review && done && <ThankYou review={review} focus={sawForm.current} />}
      {review?.pack && <Pack pack={review.pack} />}
      <Link
        to={appPath.service()}
        className="flex min-h-11 items-center gap-2 self-start font-medium text-accent-ink underline-offset-4 hover:underline"
      >
        <HandCoins aria-hidden="true" className="size-5" />
        Your service this year: what you paid and what you received
      </Link>
    </div>
  );
}
