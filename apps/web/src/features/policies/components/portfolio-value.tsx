import type { PeriodRange } from '@sextant/contracts/rules/money';
import { useQuery } from '@tanstack/react-query';
import { ChartLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { portfolioSeriesQuery } from '@/features/policies/api/get-portfolio-series';
import { ValuationChart } from '@/features/policies/components/valuation-chart';
import { periodDates } from '@/features/policies/money';
import { periodOption } from '@/features/policies/period';
import type { ApiData } from '@/shared/http/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

type CurrencyPerformance = ApiData<'/portfolio/performance', 'get'>['currencies'][number];

const loadingChart = (
  <div role="status" aria-label="Loading the chart">
    <Skeleton className="h-62 w-full" />
  </div>
);

/**
 * The portfolio's value (the sum of the policies' values each day); a module of its own with the chart, loaded
 * beside the series (policies-page's loader), as the total is read first over the chosen period, with what was put
 * in beside it (the opening value, plus brought in and paid in, less taken out): the gap between the lines is
 * the growth, as the total shows it. Under each chart, money not in a valuation yet (`blocks`: the period's
 * figures, once they are in), which is in neither line.
 */
export function PortfolioValue({
  range,
  blocks = [],
}: {
  range: PeriodRange;
  blocks?: CurrencyPerformance[];
}) {
  const query = useQuery(portfolioSeriesQuery(range));
  const period = periodOption(range);
  const answer = query.data;
  // The chart shown may still be the previous period's while this one loads.
  const busy = query.isPlaceholderData;
  const charts = answer?.currencies.filter((block) => block.points.length > 0) ?? [];

  let body: ReactNode;
  if (charts.length > 0) {
    body = charts.map((block) => {
      const figures = blocks.find((b) => b.currency === block.currency);
      return (
        <section key={block.currency} aria-label={`Portfolio value in ${block.currency}`}>
          {charts.length > 1 && <h3 className="mb-1 text-sm font-semibold text-ink">{block.currency}</h3>}
          <p data-testid={`chart-dates-${block.currency}`} className="mb-1 text-sm text-ink-muted">
            {periodDates(period.title, block.points[0]!.date, block.points.at(-1)!.date)}
          </p>
          <ValuationChart
            currency={block.currency}
            points={block.points}
            over={period.over}
            busy={busy}
            pending={busy ? null : figures?.pending}
          />
        </section>
      );
    });
  } else if (query.isPending) {
    body = loadingChart;
  } else if (query.isError) {
    body = <p className="text-sm text-ink-muted">The chart is not available right now.</p>;
  } else {
    body = <EmptyState icon={ChartLine} message="No valuations to show for this period." />;
  }

  return (
    <section
      aria-labelledby="portfolio-value"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <h2 id="portfolio-value" className="text-lg font-semibold tracking-tight text-ink">
        Portfolio value {period.phrase}
      </h2>
      {body}
    </section>
  );
}
