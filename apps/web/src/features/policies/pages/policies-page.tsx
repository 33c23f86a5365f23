import type { PolicySummary } from '@sextant/contracts/policies';
import type { PeriodRange } from '@sextant/contracts/rules/money';
import { type UseQueryResult, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Landmark, Search, SearchX, Wallet, X } from 'lucide-react';
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link, useSearchParams } from 'react-router';
import { allocationQuery } from '@/features/policies/api/get-allocation';
import { type getLatestValuation, latestValuationQuery } from '@/features/policies/api/get-latest-valuation';
import { policiesQuery } from '@/features/policies/api/get-policies';
import {
  type getPortfolioPerformance,
  portfolioPerformanceQuery,
} from '@/features/policies/api/get-portfolio-performance';
import { portfolioSeriesQuery } from '@/features/policies/api/get-portfolio-series';
import { ActionCentre } from '@/features/policies/components/action-centre';
import { PeriodPicker } from '@/features/policies/components/period-picker';
import type { PolicyGrowth } from '@/features/policies/components/policy-card';
import {
  type GrowthState,
  PortfolioTotal,
  preloadPortfolioGrowth,
} from '@/features/policies/components/portfolio-total';
import { valuedWords } from '@/features/policies/money';
import { periodOption, rememberedPeriod, usePeriod } from '@/features/policies/period';
import { filterPolicies, openValuations, portfolioTotals } from '@/features/policies/valuation';
import { actionCentreQuery } from '@/shared/api/get-action-centre';
import { queryClient } from '@/shared/query/query-client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { controlClass } from '@/shared/ui/field';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { SkeletonList } from '@/shared/ui/skeleton';
import { useMediaQuery, WIDE_QUERY } from '@/shared/ui/use-media-query';

/** The way to the allowances and charges screen. */
function AllowancesLink() {
  return (
    <Link
      to={appPath.allowances()}
      className="flex min-h-14 items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card transition-shadow hover:shadow-md sm:p-5"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-teal-50 text-accent-ink">
        <Landmark aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-ink">Allowances & charges</span>
        <span className="text-sm text-ink-muted">
          Your ISA and pension allowances, and the charges taken from your policies
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-navy-300" />
    </Link>
  );
}

// Where the money is: below the policies on a phone, loaded beside the data (the screen's first load stays
// within its size budget).
const loadAllocation = () => import('@/features/policies/components/money-figures');
// The policy cards: they wait for each valuation anyway.
const loadCards = () => import('@/features/policies/components/money-figures');
const PolicyCards = lazy(() => loadCards().then((module) => ({ default: module.PolicyCards })));
// The portfolio's value over time and its chart (uPlot behind it): below the total, not needed to read it.
const loadValue = () => import('@/features/policies/components/money-figures');
const PortfolioValue = lazy(() => loadValue().then((module) => ({ default: module.PortfolioValue })));
const Allocation = lazy(() => loadAllocation().then((module) => ({ default: module.Allocation })));

type LatestValuation = Awaited<ReturnType<typeof getLatestValuation>>;
type PortfolioPerformance = Awaited<ReturnType<typeof getPortfolioPerformance>>;
type CurrencyBlock = PortfolioPerformance['currencies'][number];

/**
 * The route's loader: asks for what the screen shows before it first renders, and for each policy's figures
 * as soon as the list answers (outside React: started by the screen's effects, eight calls went out within
 * the task that drew it). Only what is not in the cache: figures restored from session storage are drawn
 * first and refreshed by the screen, as before.
 */
export function startLoading(): void {
  // The cards' module beside the list's call: the cards draw as soon as it answers.
  loadCards().catch(() => {});
  void queryClient.ensureQueryData(actionCentreQuery()).catch(() => {});
  void queryClient
    .ensureQueryData(policiesQuery())
    .then(({ items }) => {
      if (items.length === 0) return;
      const range = rememberedPeriod();
      for (const policy of items)
        void queryClient.ensureQueryData(latestValuationQuery(policy)).catch(() => {});
      void queryClient.ensureQueryData(portfolioPerformanceQuery(range)).catch(() => {});
      preloadPortfolioGrowth();
      void queryClient.ensureQueryData(portfolioSeriesQuery(range)).catch(() => {});
      loadValue().then(
        (module) => module.preloadChart(),
        () => {
          // The section's own Suspense boundary shows the failure when it renders.
        },
      );
      loadAllocation().catch(() => {});
      void queryClient.ensureQueryData(allocationQuery()).catch(() => {});
    })
    .catch(() => {
      // The screen shows the failure when it asks again.
    });
}

/** What the home screen draws: its answers, taken as one value so that React can draw it in slices. */
interface HomeModel {
  /** The list or the to-do has not answered yet. */
  loading: boolean;
  items: PolicySummary[];
  valuations: Valuations;
  performance: { data: PortfolioPerformance | undefined; busy: boolean; failed: boolean };
  range: PeriodRange;
}

interface Valuations {
  byPolicy: Map<string, UseQueryResult<LatestValuation>>;
  loading: boolean;
  missing: number;
  values: (LatestValuation | undefined)[];
}

/**
 * /tabs/policies: what the client should do now (the action centre, when anything is owed), the
 * portfolio's total with its growth over the chosen period, its value over time, each policy with its
 * latest valuation and growth (search), where the money is, and the way to the allowances and charges.
 */
export function PoliciesPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [range, setRange] = usePeriod();

  const policies = useQuery(policiesQuery());
  const actions = useQuery(actionCentreQuery());
  const items = policies.data?.items ?? [];
  const performance = useQuery({ ...portfolioPerformanceQuery(range), enabled: items.length > 0 });
  const valuations = useQueries({
    queries: items.map((policy) => latestValuationQuery(policy)),
    combine: (results): Valuations => ({
      byPolicy: new Map(items.map((policy, i) => [policy.uuid, results[i]!])),
      loading: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
      missing: results.filter((r) => !r.data).length,
      values: results.map((r) => r.data),
    }),
  });

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: policiesQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['valuation'] }),
        queryClient.invalidateQueries({ queryKey: ['portfolio'] }),
        queryClient.invalidateQueries({ queryKey: actionCentreQuery().queryKey }),
      ]),
    [queryClient],
  );

  const setParamsRef = useRef(setParams);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
  });
  const changeSearch = useCallback((value: string) => {
    setSearch(value);
    setParamsRef.current(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, []);

  // The to-do sits above the total: drawn before it had loaded, its arrival pushed the whole screen down
  // under the reader (Lighthouse on a phone: a layout shift of 0.47 even with a placeholder, whose height
  // cannot know how many items there are). So the screen waits for both the list and the to-do, which
  // answer together, well before the figures. Only its first answer is waited for (a to-do that failed is
  // not waited for while it retries, nor when it is asked again).
  const actionsLoading =
    !actions.isFetched && actions.fetchStatus === 'fetching' && actions.failureCount === 0;

  // Each answer arrives on its own; drawn at once, each redrew the whole screen in one task (up to 100 ms on
  // a phone). Deferred, React draws the new screen in slices of a few milliseconds between other work.
  const model = useDeferredValue<HomeModel>({
    loading: policies.isPending || actionsLoading,
    items,
    valuations,
    performance: { data: performance.data, busy: performance.isPlaceholderData, failed: performance.isError },
    range,
  });

  if (model.loading) return <SkeletonList rows={3} label="Loading your portfolio" />;
  return (
    <HomeView model={model} search={search} onSearch={changeSearch} onRange={setRange} onRefresh={refresh} />
  );
}

interface ListProps {
  items: PolicySummary[];
  valuations: Valuations;
  performance: HomeModel['performance'];
  period: ReturnType<typeof periodOption>;
  search: string;
  onSearch: (value: string) => void;
}

/** The search over the client's policies: its field and how many it shows. */
function PolicySearch({
  items,
  shown,
  search,
  onSearch: changeSearch,
}: Pick<ListProps, 'items' | 'search' | 'onSearch'> & { shown: number }) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={searchId} className="sr-only">
        Search policies
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-navy-400"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
          placeholder="Search by reference, product or provider"
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={`${searchId}-count`}
          className={`${controlClass} border-line pr-11 pl-11 [&::-webkit-search-cancel-button]:hidden`}
        />
        {search && (
          <button
            type="button"
            onClick={() => changeSearch('')}
            aria-label="Clear search"
            className="absolute top-1/2 right-1 grid size-11 -translate-y-1/2 place-items-center rounded-full text-ink-muted hover:bg-navy-50"
          >
            <X aria-hidden="true" className="size-4.5" />
          </button>
        )}
      </div>
      <p id={`${searchId}-count`} role="status" className="text-sm text-ink-muted">
        {search.trim()
          ? `${shown} of ${items.length} ${items.length === 1 ? 'policy' : 'policies'} shown`
          : ''}
      </p>
    </div>
  );
}

/** "Your policies": the search, then each policy's card with its latest valuation and growth. */
function PolicyList({ items, valuations, performance, period, search, onSearch: changeSearch }: ListProps) {
  const lines = performance.data?.currencies.flatMap((block) => block.policies) ?? [];
  const growthOf = new Map<string, PolicyGrowth>(lines.map((line) => [line.uuid, line]));
  const shown = filterPolicies(items, search);
  let list: ReactNode;
  if (items.length === 0) {
    list = <EmptyState icon={Wallet} message="You have no policies to show yet." />;
  } else if (shown.length === 0) {
    list = (
      <EmptyState icon={SearchX} message={`No policies match “${search.trim()}”.`}>
        <button type="button" className={buttonClass('secondary')} onClick={() => changeSearch('')}>
          Clear search
        </button>
      </EmptyState>
    );
  } else {
    list = (
      <Suspense fallback={<SkeletonList rows={Math.min(shown.length, 3)} label="Loading your policies" />}>
        <PolicyCards
          policies={shown}
          valuations={valuations.byPolicy}
          growthOf={growthOf}
          busy={performance.busy}
          period={period}
        />
      </Suspense>
    );
  }
  return (
    <section aria-labelledby="policies-heading" className="flex flex-col gap-4 lg:col-span-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="policies-heading" className="text-xl font-semibold tracking-tight text-ink">
          Your policies
        </h2>
      </div>
      {items.length > 0 && (
        <PolicySearch items={items} shown={shown.length} search={search} onSearch={changeSearch} />
      )}
      {list}
    </section>
  );
}

/** The policies the period's figures say are closed (emptied after their last valuation). */
const closedOf = (data: PortfolioPerformance | undefined) =>
  new Set(
    (data?.currencies ?? [])
      .flatMap((block) => block.policies)
      .filter((line) => line.closed_on !== null)
      .map((line) => line.uuid),
  );

/** The period's figures for the total: ready, loading or failed. */
function growthOf(performance: HomeModel['performance']): GrowthState {
  if (performance.data)
    return { status: 'ready', currencies: performance.data.currencies, busy: performance.busy };
  return performance.failed ? { status: 'error' } : { status: 'loading' };
}

/** The total with its period picker, the to-do right under it below lg, then the portfolio's value over time. */
function TotalColumn({
  model: { items, valuations, performance, range },
  onRange,
  ready,
  wide,
}: {
  model: HomeModel;
  onRange: (range: PeriodRange) => void;
  ready: CurrencyBlock[];
  wide: boolean;
}) {
  return (
    <div className="flex flex-col gap-6 empty:hidden lg:col-start-1 lg:row-span-2">
      {items.length > 0 && (
        <PortfolioTotal
          totals={portfolioTotals(openValuations(items, valuations.values, closedOf(performance.data)))}
          policyCount={items.length}
          loading={valuations.loading}
          missing={valuations.missing}
          growth={growthOf(performance)}
          period={periodOption(range)}
        >
          <div className="flex flex-col gap-2">
            <p id="portfolio-period" className="text-sm font-medium text-navy-100">
              Period
            </p>
            <PeriodPicker value={range} onChange={onRange} labelledBy="portfolio-period" />
          </div>
        </PortfolioTotal>
      )}
      {!wide && <ActionCentre />}
      {items.length > 0 && (
        <Suspense fallback={<SkeletonList rows={1} label="Loading the chart" />}>
          <PortfolioValue range={range} blocks={ready} />
        </Suspense>
      )}
    </div>
  );
}

const HomeView = memo(function HomeView({
  model,
  search,
  onSearch,
  onRange,
  onRefresh: refresh,
}: {
  model: HomeModel;
  search: string;
  onSearch: (value: string) => void;
  onRange: (range: PeriodRange) => void;
  onRefresh: () => Promise<unknown>;
}) {
  const { items, valuations, performance, range } = model;
  // From lg up the to-do sits on the right; below it, right after the total (on a phone, one line).
  const wide = useMediaQuery(WIDE_QUERY);
  // The figures of the period shown (none while another period loads): the chart's notes, the allocation's dates.
  const ready = performance.busy ? [] : (performance.data?.currencies ?? []);
  const datesOf = (currency: string) =>
    valuedWords(ready.find((block) => block.currency === currency)?.policies ?? []);

  return (
    <PullToRefresh onRefresh={refresh}>
      {/* From lg up: the total and the chart on the left, what to do and where the money is on the right,
          the policies below across both; dense flow lifts the allocation to the top when nothing is owed. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-flow-row-dense lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <TotalColumn model={model} onRange={onRange} ready={ready} wide={wide} />
        {wide && (
          <div className="lg:col-start-2 lg:empty:hidden">
            <ActionCentre />
          </div>
        )}

        <PolicyList
          items={items}
          valuations={valuations}
          performance={performance}
          period={periodOption(range)}
          search={search}
          onSearch={onSearch}
        />

        {items.length > 0 && (
          <div className="flex flex-col gap-6 lg:col-start-2 lg:self-start">
            <Suspense fallback={<SkeletonList rows={1} label="Loading where your money is" />}>
              <Allocation datesOf={ready.length > 0 ? datesOf : undefined} />
            </Suspense>
            <AllowancesLink />
          </div>
        )}
      </div>
    </PullToRefresh>
  );
});
