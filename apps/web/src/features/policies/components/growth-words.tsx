import type { DateRange } from '@sextant/contracts/policies';
import { useQuery } from '@tanstack/react-query';
import {
  type PolicyPerformance,
  policyPerformanceQuery,
} from '@/features/policies/api/get-policy-performance';
import { pendingWords } from '@/features/policies/graph';
import { formatAmount, formatSignedAmount } from '@/features/policies/money';
import { pence } from '@/features/policies/waterfall';
import { formatDate } from '@/shared/format/money';

type Waterfall = NonNullable<PolicyPerformance['waterfall']>;

/** An exact sum of the server's amounts, as an amount again (pence in, a decimal string out). */
const sumOf = (amounts: number) => `${amounts < 0 ? '-' : ''}${(Math.abs(amounts) / 100).toFixed(2)}`;

/**
 * What was put in over the period (the opening value, plus brought in and paid in, less taken out) and the
 * growth it leaves: "The value less what you put in, +£500.00, is the growth".
 */
function putInSentence(waterfall: Waterfall, currency: string) {
  const money = (amount: string) => formatAmount(amount, currency);
  const putIn = sumOf(
    pence(waterfall.opening_value) +
      pence(waterfall.brought_in) +
      pence(waterfall.paid_in) -
      pence(waterfall.taken_out),
  );
  // What makes it up, leaving out what is nil: "the value on 21 Nov 2025, plus £12,000.00 paid in, less …".
  const added = [
    waterfall.opening_value !== '0.00' &&
      waterfall.opening_as_at &&
      `the value on ${formatDate(waterfall.opening_as_at)}`,
    waterfall.brought_in !== '0.00' && `${money(waterfall.brought_in)} brought in`,
    waterfall.paid_in !== '0.00' && `${money(waterfall.paid_in)} paid in`,
  ].filter((part): part is string => Boolean(part));
  const parts = [
    ...added.map((part, i) => (i === 0 ? part : `plus ${part}`)),
    ...(waterfall.taken_out === '0.00' ? [] : [`less ${money(waterfall.taken_out)} taken out`]),
  ];
  const closing = waterfall.closing_as_at ? ` on ${formatDate(waterfall.closing_as_at)}` : '';
  return (
    <>
      The value less what you put in, {/* The sign stays with its amount on a narrow screen. */}
      <span className="whitespace-nowrap">{formatSignedAmount(waterfall.growth, currency)}</span>, is the
      growth: {`${money(waterfall.closing_value)}${closing} against ${money(putIn)} put in`}
      {parts.length > 0 ? ` (${parts.join(', ')}).` : '.'}
    </>
  );
}

/** Under the chart: the growth the value leaves over what was put in, and money not in a valuation yet. */
export function GrowthWords({ policyId, range }: { policyId: string; range: DateRange }) {
  const performance = useQuery(policyPerformanceQuery(policyId, range)).data;
  if (!performance || performance.period.range !== range || !performance.waterfall) return null;
  const { waterfall, currency } = performance;
  const pending = pendingWords(performance.pending, currency, waterfall.closing_valued_on);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p data-testid="graph-growth" className="text-ink">
        {putInSentence(waterfall, currency)}
      </p>
      {pending && (
        <p data-testid="graph-pending" className="flex items-start gap-2 text-ink-muted">
          <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-amber-500" />
          {pending}
        </p>
      )}
    </div>
  );
}
