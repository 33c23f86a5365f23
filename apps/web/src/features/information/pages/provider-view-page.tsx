import type { PolicySummary } from '@sextant/contracts/policies';
import type { Provider } from '@sextant/contracts/providers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ChevronRight, ExternalLink, Landmark, Wallet } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { providerQuery } from '@/features/information/api/get-provider';
import { displayHost, externalUrl } from '@/features/information/firm-details';
import { providerPoliciesQuery } from '@/shared/api/get-provider-policies';
import { providersQuery } from '@/shared/api/get-providers';
import { formatDate } from '@/shared/format/money';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LogoTile } from '@/shared/ui/logo-tile';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { Skeleton, SkeletonList } from '@/shared/ui/skeleton';

function ProviderHeader({ provider }: { provider: Provider }) {
  const website = externalUrl(provider.website);
  return (
    <section
      aria-labelledby="provider-name"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex items-center gap-4">
        <LogoTile name={provider.name} src={provider.logo} className="size-14 text-base" />
        <h2
          id="provider-name"
          className="min-w-0 text-2xl font-semibold tracking-tight text-ink text-balance"
        >
          {provider.name}
        </h2>
      </div>
      {provider.description && (
        <p className="text-base leading-relaxed text-ink whitespace-pre-line">{provider.description}</p>
      )}
      {website && (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'md', 'self-start')}
        >
          <span className="sr-only">Website: </span>
          {displayHost(website)}
          <ExternalLink aria-hidden="true" className="size-4 text-ink-muted" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </section>
  );
}

function ProviderHeaderSkeleton() {
  return (
    <div role="status" className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <span className="sr-only">Loading the provider</span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-14" />
        <Skeleton className="h-6 w-1/2" />
      </div>
      <Skeleton className="mt-5 h-3.5 w-full" />
      <Skeleton className="mt-2 h-3.5 w-3/4" />
      <Skeleton className="mt-5 h-11 w-48" />
    </div>
  );
}

function PolicyRows({ policies }: { policies: PolicySummary[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      {policies.map((policy) => (
        <li key={policy.uuid}>
          <Link
            to={appPath.policy({ id: policy.uuid })}
            className="flex min-h-16 items-center gap-4 px-4 py-3.5 transition-colors hover:bg-navy-50 active:bg-navy-100 focus-visible:-outline-offset-2"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-teal-50 text-accent-ink">
              <Wallet aria-hidden="true" className="size-5" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium text-ink">{policy.product_type}</span>
              <span className="text-sm text-ink-muted">
                <span className="tabular-nums">{policy.reference}</span>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                Started {formatDate(policy.start_date)}
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-navy-300" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /tabs/information/view/:id: a provider, and the client's policies with it. */
export function ProviderViewPage() {
  const id = useParams().id ?? '';
  const queryClient = useQueryClient();
  const provider = useQuery({
    ...providerQuery(id),
    // The session's provider list already has the name and description: show them at once.
    placeholderData: () =>
      queryClient.getQueryData(providersQuery().queryKey)?.find((item) => item.uuid === id),
  });
  const policies = useQuery(providerPoliciesQuery(id));

  if (!provider.data && !provider.isPending) {
    return (
      <EmptyState icon={Landmark} message="No details to show for this provider.">
        <Link to={appPath.information()} className={buttonClass('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Information
        </Link>
      </EmptyState>
    );
  }

  return (
    <PullToRefresh onRefresh={() => Promise.all([provider.refetch(), policies.refetch()])}>
      <div className="flex flex-col gap-8">
        {provider.data ? <ProviderHeader provider={provider.data} /> : <ProviderHeaderSkeleton />}

        <section aria-labelledby="provider-policies" className="flex flex-col gap-3">
          <h2 id="provider-policies" className="text-xl font-semibold tracking-tight text-ink">
            Your policies with this provider
          </h2>
          {policies.data && policies.data.length > 0 ? (
            <PolicyRows policies={policies.data} />
          ) : policies.isPending ? (
            <SkeletonList rows={2} label="Loading your policies" />
          ) : (
            <EmptyState
              icon={Wallet}
              message={policies.data ? 'You have no policies with this provider.' : 'No policies to show.'}
            />
          )}
        </section>
      </div>
    </PullToRefresh>
  );
}
