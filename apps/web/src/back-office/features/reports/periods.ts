/*
 * The report periods: calendar quarters (`2026-Q4` is October to December, as the access ledger's quarter)
 * and the UK financial year (1 April to 31 March), counted on the firm's calendar in London.
 */

export interface Period {
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

/** Today's date in London (YYYY-MM-DD). */
export const londonToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** A real calendar date as YYYY-MM-DD (not 2026-02-30). */
export function isDate(value: string | null | undefined): value is string {
  if (!value || !DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const isQuarter = (value: string | null | undefined): value is string =>
  !!value && QUARTER.test(value);

const pad = (n: number) => String(n).padStart(2, '0');
/** The last day of a month (1–12). */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The calendar quarter holding a date: '2026-11-20' → '2026-Q4'. */
export function quarterOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return `${year}-Q${Math.ceil(month / 3)}`;
}

/** The first and last day of a quarter: '2026-Q4' → 2026-10-01 to 2026-12-31. */
export function quarterPeriod(quarter: string): Period {
  const [, yearText, q] = quarter.match(QUARTER) ?? [];
  const year = Number(yearText);
  const first = (Number(q) - 1) * 3 + 1;
  const last = first + 2;
  return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(last)}-${pad(lastDay(year, last))}` };
}

/** The quarter before: '2026-Q1' → '2025-Q4'. */
export function previousQuarter(quarter: string): string {
  const [, yearText, q] = quarter.match(QUARTER) ?? [];
  const year = Number(yearText);
  return Number(q) === 1 ? `${year - 1}-Q4` : `${year}-Q${Number(q) - 1}`;
}

/** The quarter and the ones before it, newest first. */
export function recentQuarters(today: string, count = 8): string[] {
  const quarters = [quarterOf(today)];
  while (quarters.length < count) quarters.push(previousQuarter(quarters.at(-1) as string));
  return quarters;
}

/** The UK financial year holding a date: 1 April to 31 March. */
export function financialYear(date: string): Period {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** A calendar date as people read it: '1 Apr 2026'. */
export const formatDay = (date: string) => dayMonthYear.format(utc(date));

/** '2026-Q4' → 'Oct to Dec 2026'. */
export function quarterLabel(quarter: string): string {
  const { from, to } = quarterPeriod(quarter);
  return `${month.format(utc(from))} to ${monthYear.format(utc(to))}`;
}

export type PresetId = 'financial-year' | 'last-financial-year' | 'quarter' | 'last-quarter';

/** The periods a board report usually covers, each with its dates for today. */
export function presets(today: string): { id: PresetId; label: string; period: Period }[] {
  const year = financialYear(today);
  const lastYear = financialYear(`${Number(year.from.slice(0, 4)) - 1}-06-01`);
  const quarter = quarterOf(today);
  const lastQuarter = previousQuarter(quarter);
  const span = ({ from, to }: Period) => `${formatDay(from)} to ${formatDay(to)}`;
  return [
    { id: 'financial-year', label: `This financial year (${span(year)})`, period: year },
    { id: 'last-financial-year', label: `Last financial year (${span(lastYear)})`, period: lastYear },
    {
      id: 'quarter',
      label: `This quarter (${span(quarterPeriod(quarter))})`,
      period: quarterPeriod(quarter),
    },
    {
      id: 'last-quarter',
      label: `Last quarter (${span(quarterPeriod(lastQuarter))})`,
      period: quarterPeriod(lastQuarter),
    },
  ];
}
