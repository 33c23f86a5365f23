import type { PolicySummary } from '@sextant/contracts/policies';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { providerPoliciesQuery } from '@/shared/api/get-provider-policies';
import { appPath } from '@/shared/routing/app-path';
import { SkeletonList } from '@/shared/ui/skeleton';

interface ProviderPoliciesProps {
  provider: PolicySummary['provider'];
  /** The policy on screen: listed, marked, not a link. */
  currentId: string;
}

/** The client's policies with the same provider, each leading to its view. */
export function ProviderPolicies({ provider, currentId }: ProviderPoliciesProps) {
  const query = useQuery(providerPoliciesQuery(provider.uuid));
  const policies = query.data ?? [];
  const others = policies.filter((policy) => policy.uuid !== currentId);

  return (
    <section aria-labelledby="provider-policies" className="flex flex-col gap-3">
      <div>
        <h2 id="provider-policies" className="text-lg font-semibold tracking-tight text-ink">
          Your policies with {provider.name}
        </h2>
        {query.isSuccess && others.length === 0 && (
          <p className="mt-1 text-sm text-ink-muted">This is your only policy with {provider.name}.</p>
        )}
      </div>
      {query.isPending ? (
        <SkeletonList rows={1} label={`Loading your policies with ${provider.name}`} />
      ) : (
        policies.length > 0 && (
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
            {policies.map((policy) => {
              const body = (
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium text-ink">{policy.product_type}</span>
                  <span className="font-mono text-[0.8125rem] text-ink-muted">{policy.reference}</span>
                </span>
              );
              return (
                <li key={policy.uuid}>
                  {policy.uuid === currentId ? (
                    <div
                      aria-current="page"
                      className="flex min-h-14 items-center gap-4 bg-navy-50/60 px-4 py-3"
                    >
                      {body}
                      <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-accent-ink ring-1 ring-teal-200">
                        This policy
                      </span>
                    </div>
                  ) : (
                    <Link
                      to={appPath.policy({ id: policy.uuid })}
                      className="flex min-h-14 items-center gap-4 px-4 py-3 transition-colors hover:bg-navy-50 focus-visible:-outline-offset-2"
                    >
                      {body}
                      <ChevronRight aria-hidden="true" className="size-5 text-navy-300" />
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )
      )}
    </section>
  );
}
