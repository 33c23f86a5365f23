import type { PolicyPerformance } from '@/features/policies/api/get-policy-performance';
import { formatAmount, formatSignedAmount } from '@/features/policies/money';
import { type StepKey, type WaterfallStep, waterfallSteps } from '@/features/policies/waterfall';
import { formatDate } from '@/shared/format/money';
import { cx } from '@/shared/ui/cx';

type Waterfall = NonNullable<PolicyPerformance['waterfall']>;

const LABELS: Record<StepKey, string> = {
  opening: 'Opening value',
  paid_in: 'Paid in',
  taken_out: 'Taken out',
  charges: 'Charges taken from your policy',
  growth_before_charges: 'Growth before charges',
  closing: 'Closing value',
};

const BAR_COLOURS: Record<WaterfallStep['effect'], string> = {
  total: 'bg-navy-700',
  add: 'bg-teal-600',
  subtract: 'bg-red-600',
};

function asAt(date: string | null) {
  return date ? (
    <>
      as at <time dateTime={date}>{formatDate(date)}</time>
    </>
  ) : (
    'no valuation on or before the start'
  );
}

function hint(step: WaterfallStep, waterfall: Waterfall) {
  switch (step.key) {
    case 'opening':
      return asAt(waterfall.opening_as_at);
    case 'closing':
      return asAt(waterfall.closing_as_at);
    case 'paid_in':
      return 'contributions, tax relief and transfers in';
    case 'taken_out':
      return 'withdrawals, income paid to you and transfers out';
    default:
      return null;
  }
}

/** The amount as the step moves the value: totals plain, money in "+", money out and charges "−". */
function shown(step: WaterfallStep, currency: string): string {
  if (step.effect === 'total') return formatAmount(step.amount, currency);
  if (step.effect === 'subtract') {
    const negated = step.amount.startsWith('-') ? step.amount.slice(1) : `-${step.amount}`;
    return formatSignedAmount(negated, currency);
  }
  return formatSignedAmount(step.amount, currency);
}

/**
 * Opening → paid in → taken out → charges → growth before charges → closing, as a table whose rows each carry
 * a bar from the value before the step to the value after it (the bars are decoration: the table says it all).
 */
export function WaterfallFigures({ waterfall, currency }: { waterfall: Waterfall; currency: string }) {
  const steps = waterfallSteps(waterfall);
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">
        How the value moved
        {waterfall.opening_as_at && waterfall.closing_as_at
          ? ` from ${formatDate(waterfall.opening_as_at)} to ${formatDate(waterfall.closing_as_at)}`
          : ''}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {steps.map((step) => {
          const note = hint(step, waterfall);
          const total = step.effect === 'total';
          return (
            <tr key={step.key} data-step={step.key}>
              <th
                scope="row"
                className="py-2.5 pr-3 text-left align-top font-normal max-[18em]:wrap-anywhere"
              >
                <span className={cx('block text-ink', total && 'font-semibold')}>{LABELS[step.key]}</span>
                {note && <span className="block text-xs text-ink-muted">{note}</span>}
                <span aria-hidden="true" className="relative mt-1.5 block h-2 rounded-full bg-navy-50">
                  <span
                    className={cx('absolute inset-y-0 rounded-full', BAR_COLOURS[step.effect])}
                    style={{
                      left: `${step.start * 100}%`,
                      width: `max(${(step.end - step.start) * 100}%, 2px)`,
                    }}
                  />
                </span>
              </th>
              <td
                className={cx(
                  'py-2.5 text-right align-top whitespace-nowrap tabular-nums',
                  total ? 'font-semibold text-ink' : 'text-ink',
                )}
              >
                {shown(step, currency)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
