import type { PolicySummary, Valuation } from '@sextant/contracts/policies';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '@/shared/format/money';
import { appPath } from '@/shared/routing/app-path';
import { Skeleton } from '@/shared/ui/skeleton';
import { ValuationMeta } from './valuation-meta';

interface PolicyCardProps {
  policy: PolicySummary;
  valuation: Valuation | undefined;
  /** The valuation is still loading (false once it came, or failed). */
  loading: boolean;
}

/** One policy: what it is, with whom, and its latest valuation. The whole card opens the policy. */
export function PolicyCard({ policy, valuation, loading }: PolicyCardProps) {
  return (
    <article
      aria-labelledby={`policy-${policy.uuid}`}
      className="relative rounded-2xl border border-line bg-surface p-4 shadow-card transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus sm:p-5"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={`policy-${policy.uuid}`} className="font-semibold text-ink">
            <Link
              to={appPath.policy({ id: policy.uuid })}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              {policy.product_type}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-sm text-ink-muted">
            <span className="font-mono text-[0.8125rem]">{policy.reference}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {policy.provider.name}
          </p>
        </div>
        <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-300" />
      </div>
      <div className="mt-3 border-t border-line pt-3">
        {valuation ? (
          <>
            <p className="text-xl font-semibold tracking-tight text-ink tabular-nums">
              <span className="sr-only">Latest valuation: </span>
              {formatMoney(valuation.value, valuation.currency)}
            </p>
            <ValuationMeta valuation={valuation} className="mt-1" />
          </>
        ) : loading ? (
          <div role="status" aria-label="Loading the valuation">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="mt-2 h-4 w-48" />
          </div>
        ) : (
          <p className="text-sm text-ink-muted">No valuation available yet.</p>
        )}
      </div>
    </article>
  );
}
