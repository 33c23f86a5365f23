import type { PreviewBroughtIn } from '@sextant/contracts/admin-policies';
import { dayWords } from '@/shared/period';
import { type ImportPolicy, moneyText, penceOf } from '../imports/check';

/** A first valuation above the net paid in before it by more than this fraction looks brought in. */
const BROUGHT_IN_MARGIN = { numerator: 1n, denominator: 4n };

/** Paid in (+) or taken out (−); a charge is neither. */
const PAID_SIGN: Record<string, bigint> = {
  contribution: 1n,
  tax_relief: 1n,
  transfer_in: 1n,
  withdrawal: -1n,
  income: -1n,
  transfer_out: -1n,
  charge: 0n,
};

type Flow = { date: string; type: string; amount: string };

/** Pence as the contract's exact amount: "1234.50", "-3.00". */
const moneyOf = (pence: bigint) => {
  const abs = pence < 0n ? -pence : pence;
  return `${pence < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

export interface FirstValueRow {
  line: number;
  policy: ImportPolicy;
  date: string;
  value: bigint;
}

/**
 * The row giving a policy its first valuation, when it looks like a value brought in (ADR 0006, issue 23):
 * worth more than 25% above what the transactions dated on or before it paid in, net. A policy already
 * marked, a first valuation of 0 or less, and one with no transaction on or before it (brought in by the rule
 * itself) are not listed.
 */
export function broughtInHint(row: FirstValueRow, flows: readonly Flow[]): PreviewBroughtIn | null {
  const { policy, date, value } = row;
  if (policy.first_value_brought_in || value <= 0n) return null;
  const before = flows.filter((flow) => flow.date <= date);
  if (before.length === 0) return null;
  const net = before.reduce((sum, flow) => sum + (PAID_SIGN[flow.type] ?? 0n) * penceOf(flow.amount), 0n);
  const { numerator, denominator } = BROUGHT_IN_MARGIN;
  if (value * denominator <= net * (denominator + numerator)) return null;
  const money = (pence: bigint) => moneyText(pence, policy.currency);
  return {
    row: row.line,
    policy_uuid: policy.id,
    policy_reference: policy.reference,
    date,
    value: moneyOf(value),
    net_paid_in: moneyOf(net),
    currency: policy.currency,
    message: `Looks like a value brought in? ${money(value)} would be the policy's first valuation, but the transactions on or before ${dayWords(date)} paid in ${money(net)} net. If the policy was added with this value, mark its first valuation as brought in so clients do not see it as growth.`,
  };
}

/**
 * Each policy's row that would become its first valuation (its earliest date once the file is in, not stored
 * yet), checked by broughtInHint; in file order.
 */
export function broughtInHints(
  written: readonly FirstValueRow[],
  stored: ReadonlyMap<string, ReadonlyMap<string, bigint>>,
  flowsOf: (policyId: string) => readonly Flow[],
): PreviewBroughtIn[] {
  const earliest = new Map<string, FirstValueRow>();
  for (const row of written) {
    const found = earliest.get(row.policy.id);
    if (!found || row.date < found.date) earliest.set(row.policy.id, row);
  }
  const hints: PreviewBroughtIn[] = [];
  for (const row of earliest.values()) {
    const storedDates = [...(stored.get(row.policy.id)?.keys() ?? [])];
    // A stored valuation on or before the row's day stays the first.
    if (storedDates.some((day) => day <= row.date)) continue;
    const hint = broughtInHint(row, flowsOf(row.policy.id));
    if (hint) hints.push(hint);
  }
  return hints.sort((a, b) => a.row - b.row);
}
