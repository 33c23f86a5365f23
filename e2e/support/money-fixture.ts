import { addDays, addMonths, type IsoDate, londonToday } from '../../apps/api/src/shared/period';

/**
 * The money import journey's own client (in the journey firm, so no other journey reads its figures): one ISA
 * started 400 days ago, valued daily up to today, with a £300 contribution each month (statement lines: no
 * reference). seed-fixtures.ts writes it; the journey reads the same story to name rows of it in its file.
 */
export const MONEY_JOURNEY = {
  admin: 'journey-money-admin@sextant.test',
  client: 'journey-money-client@sextant.test',
  clientName: { firstName: 'Mona', surname: 'Money' },
  policy: 'JW-MONEY-ISA',
  product: 'Journey Stocks & Shares ISA',
  monthly: 300_00,
} as const;

const AGE_DAYS = 400;
/** About 7.6% a year, compounded daily: enough for a plausible line, exact in whole pence. */
const DAILY_GROWTH = 0.0002;

export interface MoneyLedger {
  start: IsoDate;
  /** Ascending, every day from the start to today; pence. */
  valuations: { date: IsoDate; value: number }[];
  /** Ascending: the monthly contributions, each inside the valuation of its day. */
  contributions: IsoDate[];
}

/** The client's ISA as of today in London (the server's calendar). */
export function moneyLedger(today: IsoDate = londonToday(new Date())): MoneyLedger {
  const start = addDays(today, -AGE_DAYS);
  const contributions: IsoDate[] = [];
  for (let month = 1; addMonths(start, month) <= today; month++) contributions.push(addMonths(start, month));
  const paidOn = new Set(contributions);
  const valuations: MoneyLedger['valuations'] = [];
  let value = 12_000_00;
  for (let day = 0; day <= AGE_DAYS; day++) {
    const date = addDays(start, day);
    if (day > 0) value = Math.round(value * (1 + DAILY_GROWTH));
    if (paidOn.has(date)) value += MONEY_JOURNEY.monthly;
    valuations.push({ date, value });
  }
  return { start, valuations, contributions };
}

/** Whole pence as the decimal string the database and CSV files take: 123456 → '1234.56'. */
export const decimal = (pence: number) =>
  `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
