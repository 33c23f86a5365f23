import type { PeriodRange } from '@sextant/contracts/rules/money';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import {
  type PolicyPerformance,
  policyPerformanceQuery,
} from '@/back-office/features/policies/api/get-policy-performance';
import { formatDate } from '@/shared/format/money';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { Skeleton } from '@/shared/ui/skeleton';
import { FiguresPeriodPicker } from './figures-period-picker';
import { amountText, pendingText, periodDates, returnWords, signedText, titleOf } from './figures-words';

type Waterfall = NonNullable<PolicyPerformance['waterfall']>;

/** Money that lowers the value, shown with a minus: "12.50" → "−£12.50" ("0.00" stays "£0.00"). */
const lowered = (amount: string, currency: string) =>
  signedText(amount.startsWith('-') ? amount.slice(1) : `-${amount}`, currency);

const toneOf = (amount: string) =>
  Number(amount) > 0 ? 'text-teal-700' : Number(amount) < 0 ? 'text-red-700' : 'text-ink';

const day = (date: string | null) => (date ? formatDate(date) : 'no valuation on or before it');

/** The waterfall's lines in the client's order: [key, label, its dates and meaning, amount, total?]. */
function linesOf(w: Waterfall, currency: string): [string, string, string, ReactNode, boolean][] {
  const span = w.opening_as_at && w.closing_as_at ? `${day(w.opening_as_at)} – ${day(w.closing_as_at)}` : '';
  const rests =
    w.closing_valued_on && w.closing_valued_on !== w.closing_as_at
      ? `, from the valuation of ${formatDate(w.closing_valued_on)}`
      : '';
  const lines: [string, string, string, ReactNode, boolean][] = [
    [
      'opening',
      'Opening value',
      `as at ${day(w.opening_as_at)}`,
      amountText(w.opening_value, currency),
      true,
    ],
  ];
  if (Number(w.brought_in) !== 0)
    lines.push([
      'brought_in',
      'Brought in',
      `on ${day(w.opening_as_at)}: the value it had when it was added — not growth, not paid in`,
      signedText(w.brought_in, currency),
      false,
    ]);
  lines.push(
    [
      'paid_in',
      'Paid in',
      `${span}: contributions, tax relief and transfers in`,
      signedText(w.paid_in, currency),
      false,
    ],
    [
      'taken_out',
      'Taken out',
      `${span}: withdrawals, income and transfers out`,
      lowered(w.taken_out, currency),
      false,
    ],
    ['charges', 'Charges', `${span}: already inside growth`, lowered(w.charges, currency), false],
    [
      'growth',
      'Growth',
      `${span}: after charges`,
      <span key="g" className={toneOf(w.growth)}>
        {signedText(w.growth, currency)}
      </span>,
      false,
    ],
    [
      'closing',
      'Closing value',
      `as at ${day(w.closing_as_at)}${rests}`,
      amountText(w.closing_value, currency),
      true,
    ],
  );
  return lines;
}

function WaterfallLines({ waterfall, currency }: { waterfall: Waterfall; currency: string }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">How the value moved</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {linesOf(waterfall, currency).map(([key, label, note, amount, total]) => (
          <tr key={key} data-line={key}>
            <th
              scope="row"
              // As the client's waterfall: on a narrow screen with large text, a six-figure amount and a
              // long word beside it are wider than the screen unless the label may break within a word.
              className="py-2 pr-3 text-left align-top font-normal max-[18em]:wrap-anywhere"
            >
              <span className={cx('block text-ink', total && 'font-semibold')}>{label}</span>
              <span className="block text-xs text-ink-muted">{note}</span>
            </th>
            <td
              className={cx(
                'py-2 text-right align-top whitespace-nowrap tabular-nums',
                total && 'font-semibold',
              )}
            >
              {amount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The returns, their days and the flows no valuation holds yet. */
function Measures({ figures }: { figures: PolicyPerformance }) {
  const { returns, pending, currency } = figures;
  const none = `Not available: ${figures.reason ?? 'no return for this period'}`;
  const rows: [string, string][] = [
    ['Time-weighted return', returns ? returnWords(returns.twr, returns.basis) : none],
    ['Money-weighted return', returns ? returnWords(returns.mwr, returns.basis) : none],
    ...(returns ? [['Days measured', returns.days.toLocaleString('en-GB')] as [string, string]] : []),
    ['Not yet in a valuation', pendingText(pending, currency)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-ink-muted">{term}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FiguresBody({ figures, range }: { figures: PolicyPerformance; range: PeriodRange }) {
  const { waterfall } = figures;
  if (!waterfall)
    return (
      <p className="text-sm text-ink-muted">
        No figures for {titleOf(range).toLowerCase()}
        {figures.reason ? `: ${figures.reason}` : '.'}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <p data-testid="figures-dates" className="font-medium text-ink">
        {periodDates(titleOf(range), waterfall.opening_as_at, waterfall.closing_as_at)}
      </p>
      {figures.closed_on && (
        <p className="text-sm font-medium text-ink">Closed on {formatDate(figures.closed_on)}</p>
      )}
      <WaterfallLines waterfall={waterfall} currency={figures.currency} />
      <Measures figures={figures} />
    </div>
  );
}

/**
 * The policy's figures exactly as its client sees them (the same call's computation), for a period: the
 * waterfall with any value brought in, both returns (or why not), and what no valuation holds yet.
 */
export function ClientFigures({ policyId }: { policyId: string }) {
  const [range, setRange] = useState<PeriodRange>('one_year');
  const periodLabel = useId();
  const figures = useQuery(policyPerformanceQuery(policyId, range));
  let body: ReactNode;
  if (figures.isError)
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-ink-muted">
        <p>
          The figures could not be loaded.
          {isHttpError(figures.error) && figures.error.status === 409 ? ` ${figures.error.message}` : ''}
        </p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void figures.refetch()}>
          Try again
        </button>
      </div>
    );
  else if (!figures.data)
    body = (
      <div role="status" aria-label="Loading the figures" className="flex flex-col gap-2">
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  else body = <FiguresBody figures={figures.data} range={range} />;
  return (
    <section
      aria-labelledby="figures-heading"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="figures-heading" className="text-lg font-semibold text-ink">
          Figures as the client sees them
        </h2>
        <p className="text-sm text-ink-muted">
          The client’s own computation: growth leaves out money brought in and money paid in.
        </p>
      </div>
      <p id={periodLabel} className="sr-only">
        Period of the figures
      </p>
      <FiguresPeriodPicker value={range} onChange={setRange} labelledBy={periodLabel} />
      {body}
    </section>
  );
}
