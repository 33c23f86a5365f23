import type { PolicyPerformance } from '@/features/policies/api/get-policy-performance';
import { BROUGHT_IN_WORDS, formatAmount, formatSignedAmount } from '@/features/policies/money';
import { type StepKey, type WaterfallStep, waterfallSteps } from '@/features/policies/waterfall';
import { formatDate } from '@/shared/format/money';
import { cx } from '@/shared/ui/cx';

type Waterfall = NonNullable<PolicyPerformance['waterfall']>;

const LABELS: Record<StepKey, string> = {
  opening: 'Opening value',
  brought_in: 'Brought in',
  paid_in: 'Paid in',
  taken_out: 'Taken out',
  charges: 'Charges taken from your policy',
  growth_before_charges: 'Growth before charges',
  closing: 'Closing value',
};

/** Totals in navy; a step in the colour of the way it moved the value (a negative growth is a loss). */
const barColour = (step: WaterfallStep) =>
  step.effect === 'total' ? 'bg-navy-700' : step.direction === 'down' ? 'bg-red-600' : 'bg-teal-600';

function asAt(date: string | null) {
  return date ? (
    <>
      as at <time dateTime={date}>{formatDate(date)}</time>
    </>
  ) : (
    'no valuation on or before the start'
  );
}

/** The closing's day, and the valuation it rests on when that came before it. */
function closingNote(waterfall: Waterfall) {
  const { closing_as_at: day, closing_valued_on: valued } = waterfall;
  if (!day || !valued || valued === day) return asAt(day);
  return (
    <>
      {asAt(day)}, from the valuation of <time dateTime={valued}>{formatDate(valued)}</time>
    </>
  );
}

function hint(step: WaterfallStep, waterfall: Waterfall) {
  switch (step.key) {
    case 'opening':
      return asAt(waterfall.opening_as_at);
    case 'closing':
      return closingNote(waterfall);
    case 'brought_in':
      return BROUGHT_IN_WORDS;
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
 * Opening → brought in (when there was any) → paid in → taken out → charges → growth before charges →
 * closing, as a table whose rows each carry
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
                    className={cx('absolute inset-y-0 rounded-full', barColour(step))}
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
