import type { Adviser } from '@sextant/contracts/reviews';
import { CalendarPlus, Mail, Phone } from 'lucide-react';
import { cx } from './cx';
import { Skeleton } from './skeleton';

/** Up to two initials of a name: 'Eleanor Whitfield' → 'EW'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join('');
}

/** A phone number as a tel: link: digits and a leading + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** Only an https booking link is offered (the firm sets it; never a script or another scheme). */
export function bookingHref(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const contactLink =
  'inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-medium text-accent-ink underline-offset-4 hover:underline break-all';

/**
 * The client's adviser as a person: photo (or initials), name, job title, and the ways to reach them — a
 * phone call, an email, and a meeting booked on the firm's booking page (in a new tab).
 */
export function AdviserCard({
  adviser,
  headingId,
  compact = false,
  level = 2,
}: {
  adviser: Adviser;
  /** The heading's level where the card sits (3 under a screen's own h2). */
  level?: 2 | 3;
  /** The id of the card's heading (its name), for the section that holds it. */
  headingId: string;
  /** One row, for the top of a screen (Messages). */
  compact?: boolean;
}) {
  const booking = bookingHref(adviser.booking_url);
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        'flex flex-col gap-4 rounded-2xl border border-line bg-surface shadow-card',
        compact ? 'p-4' : 'p-5 sm:p-6',
      )}
    >
      <div className="flex items-center gap-4">
        {adviser.photo ? (
          <img
            src={adviser.photo}
            alt=""
            className={cx('shrink-0 rounded-full object-cover', compact ? 'size-12' : 'size-16')}
          />
        ) : (
          <span
            aria-hidden="true"
            className={cx(
              'grid shrink-0 place-items-center rounded-full bg-navy-900 font-semibold text-white',
              compact ? 'size-12 text-base' : 'size-16 text-xl',
            )}
          >
            {initialsOf(adviser.name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-widest text-accent-ink uppercase">Your adviser</p>
          <Heading id={headingId} className="text-lg leading-snug font-semibold tracking-tight text-ink">
            {adviser.name}
          </Heading>
          {adviser.job_title && <p className="text-sm text-ink-muted">{adviser.job_title}</p>}
        </div>
      </div>
      <ul aria-label={`Contact ${adviser.name}`} className="flex flex-col gap-x-5 sm:flex-row sm:flex-wrap">
        {adviser.phone && (
          <li>
            <a href={telHref(adviser.phone)} aria-label={`Call ${adviser.phone}`} className={contactLink}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {adviser.phone}
            </a>
          </li>
        )}
        <li>
          <a href={`mailto:${adviser.email}`} aria-label={`Email ${adviser.email}`} className={contactLink}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {adviser.email}
          </a>
        </li>
        {booking && (
          <li>
            <a
              href={booking}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Book a meeting (opens in a new tab)"
              className={contactLink}
            >
              <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
              Book a meeting
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

export function AdviserCardSkeleton() {
  return (
    <div
      role="status"
      className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <span className="sr-only">Loading your adviser</span>
      <Skeleton className="size-14 rounded-full" />
      <div className="flex-1">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="mt-2 h-5 w-48" />
      </div>
    </div>
  );
}
