import type { Money, PolicyPerformance } from '@sextant/contracts/money';
import { formatDate, formatMoney } from '@/shared/format/money';

/**
 * The money figures' words. Amounts arrive as exact decimal strings; Number() of one is only ever shown,
 * never added up (the server answers every total).
 */

/** "1234.50" → "£1,234.50". */
export const formatAmount = (amount: Money, currency: string) => formatMoney(Number(amount), currency);

/** "1234.50" → "+£1,234.50", "-3.00" → "−£3.00", "0.00" → "£0.00". */
export function formatSignedAmount(amount: Money, currency: string): string {
  const value = Number(amount);
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${formatMoney(Math.abs(value), currency)}`;
}

const percent = new Intl.NumberFormat('en-GB', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
/** A return as a fraction: 0.0734 → "+7.3%", −0.012 → "−1.2%". */
export function formatReturn(rate: number): string {
  const text = percent.format(Math.abs(rate));
  if (text === percent.format(0)) return text;
  return `${rate > 0 ? '+' : '−'}${text}`;
}

/** A share or a rate without a sign: 0.25 → "25.0%". */
export const formatShare = (share: number) => percent.format(share);

/** Whether a signed amount is up, down or flat: for its colour. */
export const directionOf = (amount: Money | number): 'up' | 'down' | 'flat' => {
  const value = Number(amount);
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
};

type Provenance = NonNullable<PolicyPerformance['provenance']>;

/** A daily feed silent for longer than this is shown as its last update, not as "daily". */
const FEED_QUIET_DAYS = 7;

/** Whether a daily feed has gone quiet: its latest value is older than FEED_QUIET_DAYS. */
export const isQuietFeed = (provenance: Provenance, now: Date = new Date()) =>
  provenance.source === 'feed' &&
  now.getTime() - Date.parse(`${provenance.as_at}T00:00:00Z`) > FEED_QUIET_DAYS * 86_400_000;

/** Where the latest figure comes from, in words a client reads (DESIGN.md: no "provider feed", no "Stale"). */
export function provenanceWords(provenance: Provenance, now: Date = new Date()): string {
  switch (provenance.source) {
    case 'feed':
      return isQuietFeed(provenance, now)
        ? `Last updated by ${provenance.provider} on ${formatDate(provenance.as_at)} — figures may have moved since`
        : `Updated daily by ${provenance.provider}`;
    case 'statement':
      return `Last statement ${formatDate(provenance.as_at)} — figures may have moved since`;
    case 'manual':
      return `Entered by your adviser on ${formatDate(provenance.as_at)}`;
  }
}

/**
 * A signed figure's colour by its sign, on a card or on a navy panel (the total, a policy's header): gain and
 * loss shades the themes remap so each keeps its contrast in the light and the dark theme.
 */
export const GROWTH_TONE = {
  card: { up: 'text-teal-700', down: 'text-red-700', flat: 'text-ink' },
  panel: { up: 'text-teal-200', down: 'text-red-200', flat: 'text-white' },
} as const;

/** The colour of a signed amount on a card (`card`) or a navy panel (`panel`). */
export const toneOf = (amount: Money | number, on: keyof typeof GROWTH_TONE = 'card') =>
  GROWTH_TONE[on][directionOf(amount)];

type Pending = PolicyPerformance['pending'];

/**
 * Flows no valuation holds yet, in a sentence: "£300.00 paid in after the valuation of 31 Oct 2026 is not in a
 * valuation yet". Null when there are none.
 */
export function pendingWords(pending: Pending, currency: string, after?: string | null): string | null {
  const parts = [
    pending.paid_in !== '0.00' && `${formatAmount(pending.paid_in, currency)} paid in`,
    pending.taken_out !== '0.00' && `${formatAmount(pending.taken_out, currency)} taken out`,
    pending.charges !== '0.00' && `${formatAmount(pending.charges, currency)} in charges`,
  ].filter((part): part is string => Boolean(part));
  if (pending.count === 0 || parts.length === 0) return null;
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  const when = after ? ` after the valuation of ${formatDate(after)}` : '';
  return `${listed}${when} ${parts.length === 1 ? 'is' : 'are'} not in a valuation yet.`;
}
