import type { PeriodRange } from '@sextant/contracts/rules/money';
import type { PolicyPerformance } from '@/back-office/features/policies/api/get-policy-performance';
import { formatDate, formatMoney } from '@/shared/format/money';

/**
 * The client's figures in a staff member's words: the same amounts, dates and reasons the client reads,
 * formatted en-GB from shared/ (the back office reads no client feature).
 */

export interface FiguresPeriod {
  range: PeriodRange;
  /** The button (SPEC §9's 3m, 6m, 1y, 2y; then this tax year and since start, as the client's table has). */
  label: string;
  /** The period in words, before its dates: "1 year: 27 Nov 2025 – 27 Nov 2026". */
  title: string;
}

/** SPEC's four ranges, then this tax year and since start: every period the client's table shows. */
export const FIGURES_PERIODS: readonly FiguresPeriod[] = [
  { range: 'three_months', label: '3m', title: '3 months' },
  { range: 'six_months', label: '6m', title: '6 months' },
  { range: 'one_year', label: '1y', title: '1 year' },
  { range: 'two_years', label: '2y', title: '2 years' },
  { range: 'tax_year', label: 'Tax year', title: 'This tax year' },
  { range: 'since_start', label: 'Since start', title: 'Since start' },
];

export const titleOf = (range: PeriodRange) =>
  FIGURES_PERIODS.find((period) => period.range === range)?.title ?? range;

/** "1 year: 27 Nov 2025 – 27 Nov 2026"; with no start, "1 year: to 27 Nov 2026". */
export function periodDates(title: string, from: string | null, to: string | null): string {
  if (!to) return title;
  return from ? `${title}: ${formatDate(from)} – ${formatDate(to)}` : `${title}: to ${formatDate(to)}`;
}

/** "1234.50" → "£1,234.50" (shown only: the server answers every total). */
export const amountText = (amount: string, currency: string) => formatMoney(Number(amount), currency);

/** "1234.50" → "+£1,234.50", "-3.00" → "−£3.00", "0.00" → "£0.00". */
export function signedText(amount: string, currency: string): string {
  const value = Number(amount);
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatMoney(Math.abs(value), currency)}`;
}

let percent: Intl.NumberFormat | undefined;
/** A return as a fraction: 0.0734 → "+7.3%", −0.012 → "−1.2%". */
export function rateText(rate: number): string {
  percent ??= new Intl.NumberFormat('en-GB', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const text = percent.format(Math.abs(rate));
  if (text === percent.format(0)) return text;
  return `${rate > 0 ? '+' : '−'}${text}`;
}

type Returns = NonNullable<PolicyPerformance['returns']>;

/** "+4.5% in total, +4.5% a year", or "Not available: <the server's reason>". */
export function returnWords(rate: Returns['mwr'], basis: Returns['basis']): string {
  const annualised = basis === 'annualised_and_cumulative' ? rate.annualised : null;
  if (rate.cumulative === null && annualised === null)
    return `Not available: ${rate.reason ?? 'no reason given'}`;
  const parts = [
    rate.cumulative !== null && `${rateText(rate.cumulative)} in total`,
    annualised !== null && `${rateText(annualised)} a year`,
  ].filter(Boolean);
  return `${parts.join(', ')}${rate.reason ? ` (${rate.reason})` : ''}`;
}

type Pending = PolicyPerformance['pending'];

/**
 * Flows no valuation holds yet: "2 payments not in a valuation yet: £300.00 paid in, £5.00 in charges", or
 * "None".
 */
export function pendingText(pending: Pending, currency: string): string {
  const parts = [
    pending.paid_in !== '0.00' && `${amountText(pending.paid_in, currency)} paid in`,
    pending.taken_out !== '0.00' && `${amountText(pending.taken_out, currency)} taken out`,
    pending.charges !== '0.00' && `${amountText(pending.charges, currency)} in charges`,
  ].filter(Boolean);
  if (pending.count === 0 || parts.length === 0) return 'None';
  const count = `${pending.count} ${pending.count === 1 ? 'transaction' : 'transactions'}`;
  return `${count} after the closing valuation, not in a valuation yet: ${parts.join(', ')}`;
}
