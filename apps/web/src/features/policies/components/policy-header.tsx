import type { DateRange, PolicyDetail } from '@sextant/contracts/policies';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { latestValuationQuery } from '@/features/policies/api/get-latest-valuation';
import { policyPerformanceQuery } from '@/features/policies/api/get-policy-performance';
import { ProvenanceMeta } from '@/features/policies/components/valuation-meta';
import { formatMoney } from '@/shared/format/money';
import { Skeleton } from '@/shared/ui/skeleton';

// The headline waits for the period's figures anyway: its module comes with the figures' (policy-money),
// loaded beside the page's data, so the screen's first load stays within its size budget.
const loadMoney = () => import('@/features/policies/components/policy-money');
const GrowthHeadline = lazy(() => loadMoney().then((module) => ({ default: module.GrowthHeadline })));
const ClosedNote = lazy(() => loadMoney().then((module) => ({ default: module.ClosedNote })));

const loadingGrowth = (
  <div role="status" aria-label="Loading the growth">
    <Skeleton className="h-4 w-28" />
    <Skeleton className="mt-2 h-9 w-44" />
  </div>
);

/** The latest valuation and where it comes from; a closed policy says when and how it closed instead. */
function LatestValuation({ policy, closedOn }: { policy: PolicyDetail; closedOn: string | null }) {
  const query = useQuery(latestValuationQuery(policy));
  if (query.data) {
    return (
      <div>
        <p className="text-sm font-medium text-navy-100">Latest valuation</p>
        <p className="mt-0.5 text-xl font-semibold tracking-tight tabular-nums">
          {formatMoney(query.data.value, query.data.currency)}
        </p>
        {closedOn ? (
          <Suspense fallback={null}>
            <ClosedNote
              policyId={policy.uuid}
              closedOn={closedOn}
              className="mt-1 text-sm font-medium text-white"
            />
          </Suspense>
        ) : (
          <ProvenanceMeta valuation={query.data} provider={policy.provider.name} className="mt-1" />
        )}
      </div>
    );
  }
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <div role="status" aria-label="Loading the latest valuation">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-2 h-7 w-40" />
      </div>
    );
  }
  return <p className="text-sm text-navy-100">No valuation available yet.</p>;
}

/** The policy's header: what it is and with whom, its growth over the period (the headline), its latest value. */
export function PolicyHeader({ policy, range }: { policy: PolicyDetail; range: DateRange }) {
  // The period's figures carry the day the policy closed, whatever the period.
  const closedOn = useQuery(policyPerformanceQuery(policy.uuid, range)).data?.closed_on ?? null;
  return (
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
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
          <Suspense fallback={loadingGrowth}>
            <GrowthHeadline policyId={policy.uuid} range={range} />
          </Suspense>
          <LatestValuation policy={policy} closedOn={closedOn} />
        </div>
      </div>
    </header>
  );
}
