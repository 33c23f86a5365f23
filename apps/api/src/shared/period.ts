import type { Period, PeriodQuery, PeriodRange } from '@sextant/contracts/money';

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const digits = (date: IsoDate, at: number, count: number) => {
  let n = 0;
  for (let i = at; i < at + count; i++) n = n * 10 + date.charCodeAt(i) - 48;
  return n;
};

/**
 * Days from 1 Jan 1970 to a calendar day, by arithmetic on its digits (H. Hinnant's days_from_civil): the
 * figures count days hundreds of thousands of times a call, and parsing a timestamp each time was a tenth of
 * a portfolio call's CPU.
 */
function dayNumber(date: IsoDate): number {
  const month = digits(date, 5, 2);
  const year = digits(date, 0, 4) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + digits(date, 8, 2) - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}
const isoOfDay = (day: number): IsoDate => new Date(day * DAY_MS).toISOString().slice(0, 10);

const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the firm's country: the calendar every period, tax year and "in the future" check uses. */
export const londonToday = (now: Date): IsoDate => londonDate.format(now);

export const addDays = (date: IsoDate, n: number): IsoDate => isoOfDay(dayNumber(date) + n);

/**
 * Oldest first, for sort: the days' text compares as the days do ('YYYY-MM-DD'), and far faster than
 * localeCompare (50,000 flows sorted: ~100 ms by localeCompare).
 */
export const byDate = (a: { date: IsoDate }, b: { date: IsoDate }): number =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : 0;

/** Days from `from` to `to` (0 for the same day; negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => dayNumber(to) - dayNumber(from);

/**
 * The same day n months later (earlier for n < 0), clamped to the month's end: 31 May − 3 months is
 * 28 (or 29) February, not 3 March.
 */
export function addMonths(date: IsoDate, n: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** A UK tax year, '2026-27': 6 April 2026 to 5 April 2027. */
export type TaxYear = string;

export function taxYearOf(date: IsoDate): TaxYear {
  const year = Number(date.slice(0, 4));
  const start = date.slice(5) >= '04-06' ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const startYear = (taxYear: TaxYear) => Number(taxYear.slice(0, 4));
const yearText = (year: number) => String(year).padStart(4, '0');

export function taxYearBounds(taxYear: TaxYear): { from: IsoDate; to: IsoDate } {
  const start = startYear(taxYear);
  return { from: `${yearText(start)}-04-06`, to: `${yearText(start + 1)}-04-05` };
}

export const currentTaxYear = (today: IsoDate): TaxYear => taxYearOf(today);

export const previousTaxYear = (taxYear: TaxYear): TaxYear =>
  taxYearOf(`${yearText(startYear(taxYear) - 1)}-04-06`);

/** The last tax year that has ended (the charges screen's default). */
export const lastCompleteTaxYear = (today: IsoDate): TaxYear => previousTaxYear(currentTaxYear(today));

const MONTHS_BACK: Partial<Record<PeriodRange, number>> = {
  three_months: 3,
  six_months: 6,
  one_year: 12,
  two_years: 24,
};

/**
 * The period a query asks for, in London days. `from` (with `to`, default and at most today) wins over `range`;
 * the default range is one_year; `since_start` runs from `startDate` (a policy's start, or the earliest of
 * a portfolio's); `tax_year` from 6 April of the current tax year. A period never ends before it starts.
 */
export function resolvePeriod(query: PeriodQuery, today: IsoDate, startDate: IsoDate): Period {
  if (query.from) {
    // Nothing is valued after today: a later end measures to today (and a future start, that day alone).
    const asked = query.to && query.to < today ? query.to : today;
    return { range: 'custom', from: query.from, to: asked < query.from ? query.from : asked };
  }
  const range = query.range ?? 'one_year';
  const months = MONTHS_BACK[range];
  const from =
    months !== undefined
      ? addMonths(today, -months)
      : range === 'tax_year'
        ? taxYearBounds(taxYearOf(today)).from
        : startDate < today
          ? startDate
          : today;
  return { range, from, to: today };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day as a person reads it in a reason or a message: '1 June 2026'. */
export function dayWords(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** The instant a London calendar day starts (midnight in GMT or BST). */
export function londonMidnight(date: IsoDate): Date {
  const utc = Date.parse(`${date}T00:00:00Z`);
  // London is UTC or UTC+1: the midnight is whichever of the two candidates London calls that day's 00:00.
  for (const offsetHours of [1, 0]) {
    const candidate = new Date(utc - offsetHours * 3_600_000);
    if (londonToday(candidate) === date && londonToday(new Date(candidate.getTime() - 1)) !== date) {
      return candidate;
    }
  }
  return new Date(utc);
}

/** A calendar quarter, '2026-Q4': its first and last days and the London instants that bound it. */
export function quarterBounds(quarter: string) {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(-1));
  const from = `${year}-${String((q - 1) * 3 + 1).padStart(2, '0')}-01`;
  const next = addMonths(from, 3);
  return { from, to: addDays(next, -1), fromInstant: londonMidnight(from), toInstant: londonMidnight(next) };
}

/** The quarter holding a day, '2026-Q4'. */
export const quarterOf = (date: IsoDate) =>
  `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;

/** The last quarter that has ended by the day: '2026-Q3' on any day of 2026's fourth quarter. */
export const lastCompleteQuarter = (today: IsoDate) =>
  quarterOf(addDays(quarterBounds(quarterOf(today)).from, -1));
