import { addDays, type IsoDate, londonToday } from '@/shared/period';
import { isBankHoliday } from './bank-holidays';

/** The firm's working day, London time: Monday to Friday 09:00–17:30, less bank holidays. */
export const WORKING_DAY = { opens: { hour: 9, minute: 0 }, closes: { hour: 17, minute: 30 } } as const;
const MINUTE_MS = 60_000;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** London's offset from UTC at an instant, in minutes (0 in winter, 60 in summer). */
function londonOffsetMinutes(at: Date): number {
  const parts = Object.fromEntries(londonParts.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((asUtc - Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The instant a London wall-clock time happens on a day (the clocks change at 01:00/02:00, never in office hours). */
export function londonInstant(day: IsoDate, time: { hour: number; minute: number }): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = new Date(Date.UTC(y, m - 1, d, time.hour, time.minute));
  return new Date(guess.getTime() - londonOffsetMinutes(guess) * MINUTE_MS);
}

export function isWorkingDay(day: IsoDate): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(day);
}

/**
 * Working minutes between two instants: the parts of [from, to) that fall inside working days' office hours.
 * A message at 16:30 on Friday answered at 10:00 on Monday took 120 working minutes; 0 when `to` ≤ `from`.
 */
export function workingMinutesBetween(from: Date, to: Date): number {
  if (to <= from) return 0;
  let total = 0;
  const last = londonToday(to);
  for (let day = londonToday(from); day <= last; day = addDays(day, 1)) {
    if (!isWorkingDay(day)) continue;
    const start = Math.max(londonInstant(day, WORKING_DAY.opens).getTime(), from.getTime());
    const end = Math.min(londonInstant(day, WORKING_DAY.closes).getTime(), to.getTime());
    if (end > start) total += (end - start) / MINUTE_MS;
  }
  return Math.round(total);
}

/** The median of some durations (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
