import type { PolicyPerformance } from '@sextant/contracts/money';
import { formatAmount } from '@/features/policies/money';
import { formatDate } from '@/shared/format/money';

/*
 * Money no valuation holds yet, in words: said under the charts and the figures, whose modules load beside
 * their data (apart from money.ts, which the screens' first load needs).
 */

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
