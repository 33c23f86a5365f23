import { dateFormat } from './date-format';

const momentFormat = dateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as people say it, in the reader's time zone: '21 November 2026 at 14:05'. */
export const formatMoment = (iso: string) => momentFormat().format(new Date(iso)).replace(', ', ' at ');
