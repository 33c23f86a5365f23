import {
  BROUGHT_IN_WORDS,
  formatAmount,
  formatReturn,
  formatSignedAmount,
  periodDates,
  toneOf,
} from '@/features/policies/money';
import type { PeriodOption } from '@/features/policies/period';
import type { ApiData } from '@/shared/http/api';
import { cx } from '@/shared/ui/cx';

type CurrencyPerformance = ApiData<'/portfolio/performance', 'get'>['currencies'][number];

const dot = (
  <>
    <span aria-hidden="true"> · </span>
    <span className="sr-only">, </span>
  </>
);

/** "Time-weighted return +7.3%", with the yearly rate from a year up; or why there is none, never 0%. */
function TimeWeighted({ block }: { block: CurrencyPerformance }) {
  const twr = block.returns?.twr;
  if (twr?.cumulative == null) {
    const reason = twr?.reason ?? block.reason;
    return (
      <p className="text-sm text-navy-100">Time-weighted return: not available.{reason && ` ${reason}`}</p>
    );
  }
  return (
    <p className="text-sm text-navy-100">
      Time-weighted return{' '}
      <span className="font-semibold text-white tabular-nums">{formatReturn(twr.cumulative)}</span>
      {twr.annualised != null && (
        <span className="tabular-nums"> ({formatReturn(twr.annualised)} a year)</span>
      )}
    </p>
  );
}

/** One currency's growth over the period with its dates, what went in and out, and what was brought in. */
function Growth({ block, period }: { block: CurrencyPerformance; period: PeriodOption }) {
  const { currency, waterfall } = block;
  return (
    <div data-testid={`growth-${currency}`} className="flex flex-col gap-1">
      <p className="text-sm text-navy-100">
        Growth {period.phrase}{' '}
        <span
          className={cx(
            // Kept whole, sign and all: smaller with large text on a narrow phone, so that it fits.
            'text-lg font-semibold whitespace-nowrap tabular-nums max-[18em]:text-sm',
            toneOf(waterfall.growth, 'panel'),
          )}
        >
          {formatSignedAmount(waterfall.growth, currency)}
        </span>
      </p>
      <p data-testid={`growth-dates-${currency}`} className="text-sm text-navy-100">
        {periodDates(period.title, waterfall.opening_as_at, waterfall.closing_as_at)}
      </p>
      <TimeWeighted block={block} />
      <p className="text-sm text-navy-100">
        Paid in {formatAmount(waterfall.paid_in, currency)}
        {dot}
        Taken out {formatAmount(waterfall.taken_out, currency)}
        {waterfall.charges !== '0.00' && (
          <>
            {dot}
            Charges taken from your policies {formatAmount(waterfall.charges, currency)}
          </>
        )}
      </p>
      {waterfall.brought_in !== '0.00' && (
        <p data-testid={`brought-in-${currency}`} className="text-sm text-navy-100">
          Brought in{' '}
          <span className="font-semibold text-white">{formatAmount(waterfall.brought_in, currency)}</span>:{' '}
          {BROUGHT_IN_WORDS}
        </p>
      )}
    </div>
  );
}

/** Each currency's growth over the period, a heading per currency when there are several. */
export function GrowthBlocks({ blocks, period }: { blocks: CurrencyPerformance[]; period: PeriodOption }) {
  return blocks.map((block) => (
    <section key={block.currency} aria-label={`Growth in ${block.currency}`}>
      {blocks.length > 1 && (
        <h3 className="mb-1 text-xs font-semibold tracking-wide text-navy-200 uppercase">{block.currency}</h3>
      )}
      <Growth block={block} period={period} />
    </section>
  ));
}
