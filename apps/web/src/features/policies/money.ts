import type { Money, PolicyPerformance } from '@sextant/contracts/money';
import type { ValuationSource } from '@sextant/contracts/policies';
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

/** What a policy added with money already in it brought: not growth, not paid in. */
export const BROUGHT_IN_WORDS = 'the value it had when it was added to your portfolio — not growth';

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

/**
 * The dates a figure is for, in a client's words (en-GB). Every figure says its period's dates, and a total
 * made of values of different dates says which.
 */

/** "1 year: 27 Nov 2025 – 27 Nov 2026"; with no start, "1 year: to 27 Nov 2026". */
export function periodDates(title: string, from: string | null, to: string | null): string {
  if (!to) return title;
  return from ? `${title}: ${formatDate(from)} – ${formatDate(to)}` : `${title}: to ${formatDate(to)}`;
}

/** What a total's part rests on: its latest valuation's date and where it came from; closed ones never count. */
export interface ValuedLine {
  closing_as_at: string | null;
  provenance: { source: ValuationSource } | null;
  closed_on: string | null;
}

type Kind = 'valued' | 'statement' | 'manual';
interface Group {
  kind: Kind;
  date: string;
  count: number;
}

const kindOf = (line: ValuedLine): Kind =>
  line.provenance?.source === 'statement'
    ? 'statement'
    : line.provenance?.source === 'manual'
      ? 'manual'
      : 'valued';

/** "3 policies valued 27 Nov 2026", "1 from its statement of 31 Oct 2026", … */
function groupWords({ kind, date, count }: Group, first: boolean): string {
  const one = count === 1;
  const head = first ? `${count} ${one ? 'policy' : 'policies'}` : String(count);
  const day = formatDate(date);
  switch (kind) {
    case 'valued':
      return `${head} valued ${day}`;
    case 'statement':
      return `${head} from ${one ? 'its statement' : 'their statements'} of ${day}`;
    case 'manual':
      return `${head} from your adviser’s ${one ? 'valuation' : 'valuations'} of ${day}`;
  }
}

/**
 * The dates a total rests on: "3 policies valued 27 Nov 2026; 1 from its statement of 31 Oct 2026". The
 * largest group of values of the latest date comes first, then the others, newest first. Closed policies and
 * policies never valued are left out; null when nothing is left.
 */
export function valuedWords(lines: readonly ValuedLine[]): string | null {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    if (line.closed_on !== null || line.closing_as_at === null) continue;
    const kind = kindOf(line);
    const key = `${kind} ${line.closing_as_at}`;
    const group = groups.get(key) ?? { kind, date: line.closing_as_at, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      Number(b.kind === 'valued') - Number(a.kind === 'valued') ||
      b.count - a.count,
  );
  if (ordered.length === 0) return null;
  return ordered.map((group, i) => groupWords(group, i === 0)).join('; ');
}
