import type { AdminClientDocument, DocumentEvidence } from '@sextant/contracts/admin-documents';
import type { DocumentRequirement } from '@sextant/contracts/documents';
import type { ReviewStatus } from '@sextant/contracts/reviews';

/*
 * The back office's own words for the documents and ongoing-service sections. Category labels and check-in
 * questions are the contracts' (contracts/rules), imported where they are shown.
 */

export const REQUIREMENT_LABELS: Record<DocumentRequirement, { label: string; hint: string }> = {
  none: { label: 'Nothing', hint: 'The client can read and download it.' },
  acknowledge: {
    label: 'Acknowledge',
    hint: 'The client confirms “I have read and understood this document”.',
  },
  sign: {
    label: 'Sign',
    hint: 'The client types their full name and confirms with their authenticator code.',
  },
};

export const STATE_LABELS: Record<AdminClientDocument['state'], string> = {
  current: 'Current',
  superseded: 'Superseded',
  withdrawn: 'Withdrawn',
};

export type DocumentEventKind = DocumentEvidence['events'][number]['kind'];

export const EVENT_LABELS: Record<DocumentEventKind, string> = {
  published: 'Published',
  notified: 'Client notified',
  opened: 'Opened by the client',
  downloaded: 'Downloaded by the client',
  acknowledged: 'Acknowledged by the client',
  signed: 'Signed by the client',
  withdrawn: 'Withdrawn',
  superseded: 'Replaced by a new version',
  staff_opened: 'Opened by staff',
};

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  upcoming: 'Upcoming: check-in not open yet',
  checkin_open: 'Waiting for the client’s check-in',
  checkin_done: 'Check-in answered',
  delivered: 'Delivered',
  declined: 'Declined',
  no_response: 'No response',
};

/** Reviews still running: an outcome can be recorded. */
export const OPEN_REVIEW: readonly ReviewStatus[] = ['upcoming', 'checkin_open', 'checkin_done'];

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A moment (ISO date-time) as people read it. */
export const formatDateTime = (value: string) => dateTime.format(new Date(value));

/** A calendar date (YYYY-MM-DD) as people read it, never shifted by the time zone. */
export const formatDate = (value: string) => dateOnly.format(new Date(`${value}T00:00:00Z`));

/** A file's size in KB or MB. */
export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A user agent as a person reads it: "Chrome 131 on Android". The full string stays beside it in the
 * evidence; this is only a reading aid.
 */
export function browserOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const version = (pattern: RegExp) => userAgent.match(pattern)?.[1];
  const browsers: [string, RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Samsung Internet', /SamsungBrowser\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari/],
  ];
  const found = browsers.find(([, pattern]) => pattern.test(userAgent));
  const systems: [string, RegExp][] = [
    ['iPhone', /iPhone/],
    ['iPad', /iPad/],
    ['Android', /Android/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['ChromeOS', /CrOS/],
    ['Linux', /Linux/],
  ];
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (!found) return system ? `A browser on ${system}` : null;
  const name = `${found[0]} ${version(found[1])}`;
  return system ? `${name} on ${system}` : name;
}

/** Today's date in London (YYYY-MM-DD): the firm's calendar. */
export const londonToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
