import type { PolicyDetail } from '@sextant/contracts/policies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, FileQuestion } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { policiesQuery } from '@/features/policies/api/get-policies';
import { policyQuery } from '@/features/policies/api/get-policy';
import { PolicyHeader } from '@/features/policies/components/policy-header';
import { ProviderPolicies } from '@/features/policies/components/provider-policies';
import { ValuationGraphSection } from '@/features/policies/components/valuation-graph-section';
import { useViewRange } from '@/features/policies/use-view-range';
import { formatDate } from '@/shared/format/money';
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

/** The policy's figures over the view's one period: the header, the graph, then the money below it. */
function PolicyBody({ policy }: { policy: PolicyDetail }) {
  const [range, setRange] = useViewRange();
  return (
    // From lg up the policy's details sit beside the graph under the header (placed there, so a phone keeps its
    // order); the growth, the periods, the transactions and the provider's other policies take the whole width.
    <article
      aria-labelledby="policy-title"
      className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-x-8"
    >
      <PolicyHeader policy={policy} range={range} />
      <ValuationGraphSection policy={policy} range={range} onRange={setRange} />
      <div className="flex flex-col gap-6 lg:col-span-2">
        <Suspense
          fallback={
            <div role="status" aria-label="Loading growth and returns">
              <Skeleton className="h-80 w-full rounded-2xl" />
            </div>
          }
        >
          <PolicyMoney policyId={policy.uuid} reference={policy.reference} range={range} />
        </Suspense>
      </div>
      <Details policy={policy} />
      <div className="flex flex-col gap-6 empty:hidden lg:col-span-2">
        <ProviderPolicies provider={policy.provider} currentId={policy.uuid} />
      </div>
    </article>
  );
}

/**
 * /tabs/policies/view/:id: a policy's growth over one period (SPEC's graph ranges, one picker), its latest
 * valuation, valuation graph, waterfall and returns, its performance over each period, its transactions,
 * details and the provider's policies.
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

  if (policy)
    return (
      <PullToRefresh onRefresh={refresh}>
        <PolicyBody policy={policy} />
      </PullToRefresh>
    );
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
