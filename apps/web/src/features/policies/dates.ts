import type { ValuationSource } from '@sextant/contracts/policies';
import { formatDate } from '@/shared/format/money';

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

/** How a policy was emptied, when its transactions say so. */
export type ClosedBy = 'transfer_out' | 'withdrawal' | null;

/** "Transferred out on 15 Jun 2026", "Withdrawn in full on 15 Jun 2026", or "Closed on 15 Jun 2026". */
export function closedWords(closedOn: string, by: ClosedBy): string {
  const day = formatDate(closedOn);
  if (by === 'transfer_out') return `Transferred out on ${day}`;
  if (by === 'withdrawal') return `Withdrawn in full on ${day}`;
  return `Closed on ${day}`;
}
