import type { Total } from '@/features/policies/valuation';
import { formatMoney } from '@/shared/format/money';
import { Skeleton } from '@/shared/ui/skeleton';

interface PortfolioTotalProps {
  totals: Total[];
  /** How many policies there are, and how many valuations are still loading or missing. */
  policyCount: number;
  loading: boolean;
  missing: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The portfolio's total value: the latest valuations added up (per currency). */
export function PortfolioTotal({ totals, policyCount, loading, missing }: PortfolioTotalProps) {
  const [main, ...others] = totals;
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
      <div className="relative">
        <h2 id="portfolio-total" className="text-sm font-medium text-navy-100">
          Total portfolio value
        </h2>
        {loading ? (
          <div role="status" aria-label="Loading the total">
            <Skeleton className="mt-2 h-9 w-48" />
            <Skeleton className="mt-3 h-4 w-32" />
          </div>
        ) : (
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
            <p className="mt-2 text-sm text-navy-100">
              {plural(policyCount, 'policy', 'policies')}
              {missing > 0 && `; ${plural(missing, 'valuation')} not available, not included`}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
