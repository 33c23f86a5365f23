import type { ReactNode } from 'react';
import {
  BROUGHT_IN_WORDS,
  formatAmount,
  formatReturn,
  formatSignedAmount,
  periodDates,
  toneOf,
  valuedWords,
} from '@/features/policies/money';
import type { PeriodOption } from '@/features/policies/period';
import type { Total } from '@/features/policies/valuation';
import { formatMoney } from '@/shared/format/money';
import type { ApiData } from '@/shared/http/api';
import { cx } from '@/shared/ui/cx';
import { Skeleton } from '@/shared/ui/skeleton';

type CurrencyPerformance = ApiData<'/portfolio/performance', 'get'>['currencies'][number];

/** What the growth part shows: the figures, still loading, or not available. */
export type GrowthState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; currencies: CurrencyPerformance[]; busy: boolean };

interface PortfolioTotalProps {
  totals: Total[];
  /** How many policies there are, and how many valuations are still loading or missing. */
  policyCount: number;
  loading: boolean;
  missing: number;
  growth: GrowthState;
  period: PeriodOption;
  /** The period picker. */
  children?: ReactNode;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
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

/**
 * The total's value per currency (the latest valuations added up), the dates it rests on ("3 policies valued
 * 27 Nov 2026; 1 from its statement of 31 Oct 2026", once the figures are in), and money in transit between
 * the client's policies, in neither policy's value.
 */
function Value({ totals, policyCount, missing, growth }: Omit<PortfolioTotalProps, 'period' | 'loading'>) {
  const [main, ...others] = totals;
  const blocks = growth.status === 'ready' ? growth.currencies : [];
  const dated = valuedWords(blocks.flatMap((block) => block.policies));
  return (
    <>
      <p
        data-testid="portfolio-total"
        className="mt-1 text-3xl font-semibold tracking-tight tabular-nums sm:text-4xl"
      >
        {main ? formatMoney(main.value, main.currency) : formatMoney(0)}
      </p>
      {others.map((total) => (
        <p key={total.currency} className="mt-1 text-lg font-semibold tabular-nums">
          and {formatMoney(total.value, total.currency)}
        </p>
      ))}
      <p data-testid="portfolio-dates" className="mt-2 text-sm text-navy-100">
        {dated ?? plural(policyCount, 'policy', 'policies')}
        {missing > 0 && `; ${plural(missing, 'valuation')} not available, not included`}
      </p>
      {blocks.map(
        (block) =>
          block.in_transit !== '0.00' && (
            <p
              key={block.currency}
              data-testid={`in-transit-${block.currency}`}
              className="mt-1 text-sm text-white"
            >
              {block.in_transit.startsWith('-')
                ? `${formatAmount(block.in_transit.slice(1), block.currency)} moving between your policies is in both of their latest valuations until the next one`
                : `${formatAmount(block.in_transit, block.currency)} in transit between your policies`}
            </p>
          ),
      )}
    </>
  );
}

/** Each currency's growth, or its loading or failure. */
function GrowthPart({ growth, period }: { growth: GrowthState; period: PeriodOption }) {
  const blocks = growth.status === 'ready' ? growth.currencies : [];
  const busy = growth.status === 'ready' && growth.busy;
  return (
    <div
      aria-live="polite"
      aria-busy={busy || undefined}
      className={cx('flex flex-col gap-4 transition-opacity', busy && 'opacity-60')}
    >
      {growth.status === 'loading' && (
        <div role="status" aria-label="Loading the growth">
          <Skeleton className="h-5 w-56" />
          <Skeleton className="mt-2 h-4 w-44" />
        </div>
      )}
      {growth.status === 'error' && (
        <p className="text-sm text-navy-100">Growth is not available right now.</p>
      )}
      {blocks.map((block) => (
        <section key={block.currency} aria-label={`Growth in ${block.currency}`}>
          {blocks.length > 1 && (
            <h3 className="mb-1 text-xs font-semibold tracking-wide text-navy-200 uppercase">
              {block.currency}
            </h3>
          )}
          <Growth block={block} period={period} />
        </section>
      ))}
    </div>
  );
}

/**
 * The portfolio's total value (the latest valuations added up, per currency) with the dates it rests on and,
 * for the chosen period, each currency's growth in money with its dates and its time-weighted return.
 */
export function PortfolioTotal({ loading, period, children, ...value }: PortfolioTotalProps) {
  return (
    <section
      aria-labelledby="portfolio-total"
      aria-busy={loading || undefined}
      className="relative overflow-hidden rounded-3xl bg-navy-900 p-5 text-white shadow-card sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(80%_120%_at_100%_0%,rgb(45_191_171/0.35),transparent)]"
      />
      <div className="relative flex flex-col gap-4">
        <div>
          <h2 id="portfolio-total" className="text-sm font-medium text-navy-100">
            Total portfolio value
          </h2>
          {loading ? (
            <div role="status" aria-label="Loading the total">
              <Skeleton className="mt-2 h-9 w-48" />
              <Skeleton className="mt-3 h-4 w-32" />
            </div>
          ) : (
            <Value {...value} />
          )}
        </div>
        {children}
        <GrowthPart growth={value.growth} period={period} />
      </div>
    </section>
  );
}
