import { dateFormat } from './date-format';

/** en-GB formats for the client's money and dates. */
const money = new Map<string, Intl.NumberFormat>();
export function formatMoney(value: number, currency = 'GBP'): string {
  let format = money.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    money.set(currency, format);
  }
  return format.format(value);
}

const dayMonthYear = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** '2026-11-21' or an ISO time → '21 Nov 2026'. */
export function formatDate(iso: string): string {
  return dayMonthYear().format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}

/** Whole days from a calendar date to now (UTC). */
export function daysSince(isoDate: string, now: Date = new Date()): number {
  const then = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.floor((today - then) / 86_400_000);
}
