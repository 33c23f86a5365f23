import type { PolicyDetail } from '@sextant/contracts/policies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ChartLine, ExternalLink, FileQuestion } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { latestValuationQuery } from '@/features/policies/api/get-latest-valuation';
import { policiesQuery } from '@/features/policies/api/get-policies';
import { policyQuery } from '@/features/policies/api/get-policy';
import { policySeriesQuery } from '@/features/policies/api/get-policy-series';
import { valuationGraphQuery } from '@/features/policies/api/get-valuation-graph';
import { PeriodPicker } from '@/features/policies/components/period-picker';
import { ProviderPolicies } from '@/features/policies/components/provider-policies';
import { preloadChart, ValuationChart } from '@/features/policies/components/valuation-chart';
import { ProvenanceMeta } from '@/features/policies/components/valuation-meta';
import { formatChange, putInLine, putInWords, summariseGraph } from '@/features/policies/graph';
import { rememberedPeriod } from '@/features/policies/period';
import {
  DEFAULT_RANGE,
  GRAPH_CHOICES,
  type GraphChoice,
  graphChoiceOf,
  graphParam,
  graphRange,
  isGraphChoice,
} from '@/features/policies/valuation';
import { formatDate, formatMoney } from '@/shared/format/money';
import { isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { Skeleton } from '@/shared/ui/skeleton';

// Below the graph, loaded beside the page's data: the screen's first load stays within its size budget.
const PolicyMoney = lazy(() =>
  import('@/features/policies/components/policy-money').then((module) => ({ default: module.PolicyMoney })),
);

function NotFound() {
  return (
    <EmptyState icon={FileQuestion} message="This policy could not be found.">
      <Link to={appPath.policies()} className={buttonClass('secondary')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All policies
      </Link>
    </EmptyState>
  );
}

function LatestValuation({ policy }: { policy: PolicyDetail }) {
  const query = useQuery(latestValuationQuery(policy));
  if (query.data) {
    return (
      <div>
        <p className="text-sm font-medium text-navy-100">Latest valuation</p>
        <p className="mt-1 text-3xl font-semibold tracking-tight tabular-nums">
          {formatMoney(query.data.value, query.data.currency)}
        </p>
        <ProvenanceMeta valuation={query.data} provider={policy.provider.name} className="mt-2" />
      </div>
    );
  }
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <div role="status" aria-label="Loading the latest valuation">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-2 h-9 w-44" />
      </div>
    );
  }
  return <p className="text-sm text-navy-100">No valuation available yet.</p>;
}

/** The graph's choice: the address's, else the period remembered from the home when the graph has it, else 1y. */
function initialChoice(param: string | null): GraphChoice {
  const choice = graphChoiceOf(param);
  if (choice) return choice;
  const remembered = rememberedPeriod();
  return isGraphChoice(remembered) ? remembered : DEFAULT_RANGE;
}

function ValuationGraphSection({ policy }: { policy: PolicyDetail }) {
  const [params, setParams] = useSearchParams();
  const [opening] = useState(() => initialChoice(params.get('range')));
  const choice = graphChoiceOf(params.get('range')) ?? opening;
  const sinceStart = choice === 'since_start';
  // SPEC's graph call for its four ranges (idle while since the start shows: its last graph stays, dimmed,
  // until the series answers) …
  const graphQuery = useQuery({
    ...valuationGraphQuery(policy, sinceStart ? DEFAULT_RANGE : choice),
    enabled: !sinceStart,
  });
  // … and the series call, with the net paid in, since the policy started.
  const seriesQuery = useQuery({ ...policySeriesQuery(policy.uuid, 'since_start'), enabled: sinceStart });
  // The chart library and the graph's data load side by side.
  useEffect(preloadChart, []);
  const graph = graphQuery.data;
  const series = sinceStart ? seriesQuery.data : undefined;
  const query = sinceStart ? seriesQuery : graphQuery;
  // The graph shown may still be the previous choice's while this one loads.
  const current = sinceStart ? Boolean(series) : graph?.date_range === choice;
  const points = series?.points ?? graph?.points;
  const currency = series?.currency ?? graph?.currency ?? policy.currency;
  const over = series ? 'the life of the policy' : graphRange(graph?.date_range ?? DEFAULT_RANGE).name;
  const summary = current && points ? summariseGraph(points) : null;
  const putIn = summary && series ? putInLine(series.points) : null;

  function choose(next: GraphChoice) {
    setParams(
      (existing) => {
        const updated = new URLSearchParams(existing);
        updated.set('range', graphParam(next));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <section
      aria-labelledby="valuation-history"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="valuation-history" className="text-lg font-semibold tracking-tight text-ink">
            Valuation history
          </h2>
          <p id="valuation-period" className="sr-only">
            Valuation period
          </p>
        </div>
        <PeriodPicker
          value={choice}
          onChange={(next) => isGraphChoice(next) && choose(next)}
          ranges={GRAPH_CHOICES}
          labelledBy="valuation-period"
        />
      </div>

      {/* The change in value, named as such and not coloured: a top-up is not growth. The growth (coloured) is
          in the section below. */}
      <p aria-live="polite" data-testid="graph-change" className="min-h-6 text-sm text-ink-muted">
        {summary && series && putIn ? (
          <>
            <span className="font-semibold text-ink">{formatMoney(summary.last.value, currency)}</span> on{' '}
            {formatDate(summary.last.date)}, against{' '}
            <span className="font-semibold text-ink">{formatMoney(putIn.values.at(-1) ?? 0, currency)}</span>{' '}
            put in ({putInWords(putIn)}) — see Growth below
          </>
        ) : (
          summary &&
          graph &&
          !series && (
            <>
              Change in value:{' '}
              <span className="font-semibold text-ink">{formatChange(summary, graph.currency)}</span> over{' '}
              {graphRange(graph.date_range).name}, {formatDate(summary.first.date)} to{' '}
              {formatDate(summary.last.date)} — includes money paid in and taken out; see Growth below
            </>
          )
        )}
      </p>

      {points && points.length > 0 ? (
        <ValuationChart points={points} currency={currency} over={over} busy={!current} />
      ) : query.isPending && query.fetchStatus !== 'idle' ? (
        <div role="status" aria-label="Loading the valuation graph">
          <Skeleton className="h-62 w-full" />
        </div>
      ) : (
        <EmptyState icon={ChartLine} message="No valuations to show for this period." />
      )}
    </section>
  );
}

function Details({ policy }: { policy: PolicyDetail }) {
  const rows: Array<[string, ReactNode]> = [
    [
      'Reference',
      <span key="reference" className="font-mono">
        {policy.reference}
      </span>,
    ],
    ['Product type', policy.product_type],
    [
      'Provider',
      policy.provider.website ? (
        <a
          key="provider"
          href={policy.provider.website}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-accent-ink underline underline-offset-2 hover:text-teal-800"
        >
          {policy.provider.name}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(website, opens in a new tab)</span>
        </a>
      ) : (
        policy.provider.name
      ),
    ],
    [
      'Start date',
      <time key="start" dateTime={policy.start_date}>
        {formatDate(policy.start_date)}
      </time>,
    ],
    ['Currency', policy.currency],
  ];
  return (
    <section aria-labelledby="policy-details" className="flex flex-col gap-3 lg:col-start-2 lg:row-start-2">
      <h2 id="policy-details" className="text-lg font-semibold tracking-tight text-ink">
        Details
      </h2>
      <dl className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
        {rows.map(([term, value]) => (
          <div
            key={term}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-4 py-3"
          >
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="text-right text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /tabs/policies/view/:id: a policy's details, latest valuation, valuation graph, growth and returns, transactions
 * and the provider's policies.
 */
export function PolicyViewPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...policyQuery(id),
    // The list already has most of it: show that at once (the provider's website comes with the answer).
    placeholderData: () => {
      const summary = queryClient.getQueryData(policiesQuery().queryKey)?.items.find((p) => p.uuid === id);
      return summary && { ...summary, provider: { ...summary.provider, website: null } };
    },
  });
  const notFound = isHttpError(query.error) && (query.error.status === 404 || query.error.status === 422);
  const policy = query.data;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: policyQuery(id).queryKey }),
      queryClient.invalidateQueries({ queryKey: ['valuation', id] }),
      queryClient.invalidateQueries({ queryKey: ['valuation-graph', id] }),
      queryClient.invalidateQueries({ queryKey: ['policy-money', id] }),
      queryClient.invalidateQueries({ queryKey: ['provider-policies'] }),
    ]);

  if (!policy) {
    if (query.isPending && query.fetchStatus !== 'idle') {
      return (
        <div role="status" aria-label="Loading the policy" className="flex flex-col gap-4">
          <Skeleton className="h-40 w-full rounded-3xl" />
          <Skeleton className="h-80 w-full rounded-2xl" />
        </div>
      );
    }
    return notFound ? (
      <NotFound />
    ) : (
      <EmptyState icon={FileQuestion} message="This policy is not available right now." />
    );
  }

  return (
    <PullToRefresh onRefresh={refresh}>
      {/* From lg up the policy's details sit beside the graph under the header (placed there, so a phone
          keeps its order); the growth, transactions and the provider's other policies take the whole width. */}
      <article
        aria-labelledby="policy-title"
        className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-x-8"
      >
        <header className="relative overflow-hidden rounded-3xl bg-navy-900 p-5 text-white shadow-card sm:p-6 lg:col-span-2">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(80%_120%_at_100%_0%,rgb(45_191_171/0.35),transparent)]"
          />
          <div className="relative flex flex-col gap-4">
            <div>
              <h2 id="policy-title" className="text-xl font-semibold tracking-tight">
                {policy.product_type}
              </h2>
              <p className="mt-0.5 text-sm text-navy-100">
                <span className="font-mono">{policy.reference}</span>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {policy.provider.name}
              </p>
            </div>
            <LatestValuation policy={policy} />
          </div>
        </header>

        <ValuationGraphSection policy={policy} />
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Suspense
            fallback={
              <div role="status" aria-label="Loading growth and returns">
                <Skeleton className="h-80 w-full rounded-2xl" />
              </div>
            }
          >
            <PolicyMoney policyId={policy.uuid} reference={policy.reference} />
          </Suspense>
        </div>
        <Details policy={policy} />
        <div className="flex flex-col gap-6 empty:hidden lg:col-span-2">
          <ProviderPolicies provider={policy.provider} currentId={policy.uuid} />
        </div>
      </article>
    </PullToRefresh>
  );
}
