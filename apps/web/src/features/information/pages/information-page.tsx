import { useQuery } from '@tanstack/react-query';
import { Building2, FileSearch, Landmark } from 'lucide-react';
import { FirmCard, FirmCardSkeleton } from '@/features/information/components/firm-card';
import { ProviderList } from '@/features/information/components/provider-list';
import { firmQuery } from '@/shared/api/firm';
import { providersQuery } from '@/shared/api/get-providers';
import { serviceQuery } from '@/shared/api/get-service';
import { appPath } from '@/shared/routing/app-path';
import { AdviserCard } from '@/shared/ui/adviser-card';
import { EmptyState } from '@/shared/ui/empty-state';
import { LinkList } from '@/shared/ui/link-list';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { SkeletonList } from '@/shared/ui/skeleton';

/** /tabs/information: the firm, the client's adviser, the firm's due diligence, and its providers. */
export function InformationPage() {
  const firm = useQuery(firmQuery());
  const providers = useQuery(providersQuery());
  const service = useQuery(serviceQuery());
  const adviser = service.data?.adviser;

  const refresh = () => Promise.all([firm.refetch(), providers.refetch(), service.refetch()]);

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="flex flex-col gap-8">
        {firm.data ? (
          <FirmCard firm={firm.data} />
        ) : firm.isPending ? (
          <FirmCardSkeleton />
        ) : (
          <EmptyState icon={Building2} message="No details of your firm to show." />
        )}

        {adviser && <AdviserCard adviser={adviser} headingId="information-adviser" />}

        <LinkList
          label="Research"
          items={[
            {
              to: appPath.dueDiligence(),
              label: 'Due diligence',
              description: "Your firm's yearly review of every provider on its panel",
              icon: FileSearch,
            },
          ]}
        />

        <section aria-labelledby="providers-heading" className="flex flex-col gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="providers-heading" className="text-xl font-semibold tracking-tight text-ink">
              Providers
            </h2>
            {providers.data && providers.data.length > 0 && (
              <p className="text-sm text-ink-muted">
                {providers.data.length} {providers.data.length === 1 ? 'provider' : 'providers'}
              </p>
            )}
          </div>
          {providers.data && providers.data.length > 0 ? (
            <ProviderList providers={providers.data} />
          ) : providers.isPending ? (
            <SkeletonList rows={4} label="Loading providers" />
          ) : (
            <EmptyState icon={Landmark} message="No providers to show." />
          )}
        </section>
      </div>
    </PullToRefresh>
  );
}
