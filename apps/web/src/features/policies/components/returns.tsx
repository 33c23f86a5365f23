import type { PolicyPerformance } from '@/features/policies/api/get-policy-performance';
import { formatReturn } from '@/features/policies/money';
import { formatDate } from '@/shared/format/money';

type Returns = NonNullable<PolicyPerformance['returns']>;
type Rate = Returns['mwr'];
type Method = NonNullable<Returns['twr']['method']>;
type Waterfall = NonNullable<PolicyPerformance['waterfall']>;

const METHOD_WORDS: Record<Method, string> = {
  chained:
    'We split the period at each day money went in or out, measured the growth of each part from the valuations on those days, and chained the parts together.',
  modified_dietz:
    'There was no valuation on the days money went in or out, so we used the Modified Dietz method between valuations: the growth divided by the average amount invested, each payment counted for the share of the period it was invested.',
  mixed:
    'Where there was a valuation on the day money went in or out, we chained the growth of each part; where there was not, we used the Modified Dietz method between the valuations either side (the growth divided by the average amount invested).',
};

const METHOD_NAMES: Record<Method, string> = {
  chained: 'chained at each payment',
  modified_dietz: 'Modified Dietz',
  mixed: 'chained, with Modified Dietz where there was no valuation on the day',
};

/** "+7.3% a year" and "+15.1% in total", or the reason the figure cannot be given (never 0%). */
function RateFigures({ rate, basis }: { rate: Rate; basis: Returns['basis'] }) {
  const annualised = basis === 'annualised_and_cumulative' ? rate.annualised : null;
  if (annualised === null && rate.cumulative === null) {
    return (
      <p className="mt-1 text-sm text-ink">
        <span className="font-semibold">Not available.</span> {rate.reason}
      </p>
    );
  }
  return (
    <div className="mt-1">
      {annualised !== null && (
        <p>
          <span className="text-2xl font-semibold tracking-tight tabular-nums">
            {formatReturn(annualised)}
          </span>{' '}
          <span className="text-sm text-ink-muted">a{'\u00a0'}year</span>
        </p>
      )}
      {rate.cumulative !== null && (
        <p className={annualised === null ? '' : 'text-sm text-ink-muted'}>
          <span
            className={
              annualised === null
                ? 'text-2xl font-semibold tracking-tight text-ink tabular-nums'
                : 'tabular-nums'
            }
          >
            {formatReturn(rate.cumulative)}
          </span>{' '}
          <span className="text-sm text-ink-muted">in total</span>
        </p>
      )}
      {rate.reason && <p className="mt-1 text-sm text-ink-muted">{rate.reason}</p>}
    </div>
  );
}

/** The measured dates, as both returns' disclosures state them: the period's own days. */
function datesUsed(waterfall: Waterfall, days: number): string {
  const { opening_as_at: opened, closing_as_at: closed, closing_valued_on: valued } = waterfall;
  const from = opened ? formatDate(opened) : 'the start';
  const to = closed ? formatDate(closed) : 'the end of the period';
  const rests =
    valued && valued !== closed ? ` The closing value rests on the valuation of ${formatDate(valued)}.` : '';
  return `From ${from} to ${to}: ${days} ${days === 1 ? 'day' : 'days'}.${rests}`;
}

const disclosure =
  'mt-3 text-sm text-ink-muted [&_summary]:min-h-11 [&_summary]:cursor-pointer [&_summary]:py-2.5 [&_summary]:font-medium [&_summary]:text-accent-ink [&_summary]:underline [&_summary]:underline-offset-2';

/**
 * The time-weighted and the money-weighted return side by side on the same basis, each with a plain-words
 * "How we calculated this".
 */
export function ReturnsFigures({ returns, waterfall }: { returns: Returns; waterfall: Waterfall }) {
  const { basis, days, twr, mwr } = returns;
  const dates = datesUsed(waterfall, days);
  return (
    <section aria-labelledby="returns-heading" className="flex flex-col gap-3">
      <div>
        <h3 id="returns-heading" className="text-base font-semibold text-ink">
          Returns
        </h3>
        <p data-testid="returns-basis" className="text-sm text-ink-muted">
          {basis === 'cumulative'
            ? `Both returns are for the whole ${days} days, not yearly rates: over less than a year a yearly rate would overstate them.`
            : `Both returns are given as a yearly rate and in total over the ${days} days measured.`}
        </p>
      </div>
      {/* Side by side on every screen; on a phone an opened explanation takes the full width to be readable. */}
      <div className="grid grid-cols-2 gap-3">
        <article
          aria-labelledby="twr-heading"
          className="rounded-xl bg-navy-50 p-3 ring-1 ring-line max-sm:has-[details[open]]:col-span-2 sm:p-4"
        >
          <h4 id="twr-heading" className="text-sm font-medium text-ink-muted">
            Time-weighted return
          </h4>
          <RateFigures rate={twr} basis={basis} />
          <details className={disclosure}>
            <summary>How we calculated this</summary>
            <div className="mt-2 flex flex-col gap-2">
              <p>
                The time-weighted return measures how the investments themselves did, leaving out when and how
                much you paid in or took out. It is the figure to compare with a fund or an index.
              </p>
              {twr.method && (
                <p>
                  Method: {METHOD_NAMES[twr.method]}. {METHOD_WORDS[twr.method]}
                </p>
              )}
              <p>
                Charges are not payments in or out: they come out of the value, so this return is after
                charges.
              </p>
              <p>{dates}</p>
            </div>
          </details>
        </article>
        <article
          aria-labelledby="mwr-heading"
          className="rounded-xl bg-navy-50 p-3 ring-1 ring-line max-sm:has-[details[open]]:col-span-2 sm:p-4"
        >
          <h4 id="mwr-heading" className="text-sm font-medium text-ink-muted">
            Money-weighted return
          </h4>
          <RateFigures rate={mwr} basis={basis} />
          <details className={disclosure}>
            <summary>How we calculated this</summary>
            <div className="mt-2 flex flex-col gap-2">
              <p>
                The money-weighted return is your own return: the one yearly rate at which the opening value
                and each payment in and out, on its date, would have grown to the closing value (an internal
                rate of return, XIRR, counting the actual days over 365).
                {basis === 'cumulative' &&
                  ' Over less than a year we give it for the period, so it matches the time-weighted return.'}
              </p>
              <p>
                Why the two differ: the money-weighted return also counts the timing and size of your
                payments. Money paid in before a rise lifts it above the time-weighted return; money paid in
                before a fall takes it below.
              </p>
              <p>{dates}</p>
            </div>
          </details>
        </article>
      </div>
    </section>
  );
}
