import { lazy, type ReactNode, Suspense } from 'react';
import { formatAmount, valuedWords } from '@/features/policies/money';
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

// Each currency's growth, with its dates and what went in and out: it waits for the period's figures anyway,
// so its module loads beside them (the home's first load stays within its size budget).
const loadGrowth = () => import('@/features/policies/components/money-figures');
const GrowthBlocks = lazy(() => loadGrowth().then((module) => ({ default: module.GrowthBlocks })));

/** Starts loading the growth's module while the figures are asked for (the screen's loader). */
export function preloadPortfolioGrowth(): void {
  loadGrowth().catch(() => {
    // The growth's own Suspense boundary shows the failure when it renders.
  });
}

const loadingGrowth = (
  <div role="status" aria-label="Loading the growth">
    <Skeleton className="h-5 w-56" />
    <Skeleton className="mt-2 h-4 w-44" />
  </div>
);

/** Each currency's growth, or its loading or failure. */
function GrowthPart({ growth, period }: { growth: GrowthState; period: PeriodOption }) {
  const busy = growth.status === 'ready' && growth.busy;
  return (
    <div
      aria-live="polite"
      aria-busy={busy || undefined}
      className={cx('flex flex-col gap-4 transition-opacity', busy && 'opacity-60')}
    >
      {growth.status === 'loading' && loadingGrowth}
      {growth.status === 'error' && (
        <p className="text-sm text-navy-100">Growth is not available right now.</p>
      )}
      {growth.status === 'ready' && (
        <Suspense fallback={loadingGrowth}>
          <GrowthBlocks blocks={growth.currencies} period={period} />
        </Suspense>
      )}
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
