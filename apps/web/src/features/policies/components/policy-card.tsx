import type { PolicySummary, Valuation } from '@sextant/contracts/policies';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { LazyClosedNote } from '@/features/policies/components/lazy-closed-note';
import {
  formatReturn,
  formatSignedAmount,
  periodDates,
  provenanceWords,
  toneOf,
} from '@/features/policies/money';
import type { PeriodOption } from '@/features/policies/period';
import { formatDate, formatMoney } from '@/shared/format/money';
import type { ApiData } from '@/shared/http/api';
import { appPath } from '@/shared/routing/app-path';
import { cx } from '@/shared/ui/cx';
import { Skeleton } from '@/shared/ui/skeleton';

export type PolicyGrowth = ApiData<'/portfolio/performance', 'get'>['currencies'][number]['policies'][number];

interface PolicyCardProps {
  policy: PolicySummary;
  valuation: Valuation | undefined;
  /** The valuation is still loading (false once it came, or failed). */
  loading: boolean;
  /** The policy's line in the portfolio's performance: undefined while it loads or when it failed. */
  growth: PolicyGrowth | undefined;
  period: PeriodOption;
  /** The day a transfer out or withdrawal emptied it (from the figures, kept while another period loads). */
  closedOn?: string | null;
}

/** Where the valuation comes from, in words: a statement's or an adviser's date says when it was. */
function Provenance({ policy, valuation }: { policy: PolicySummary; valuation: Valuation }) {
  const words = provenanceWords({
    provider: policy.provider.name,
    source: valuation.source,
    as_at: valuation.valued_at,
  });
  return (
    <p className="mt-1 text-sm text-ink-muted">
      {valuation.source === 'feed' && (
        <>
          As at <time dateTime={valuation.valued_at}>{formatDate(valuation.valued_at)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">. </span>
        </>
      )}
      {words}
    </p>
  );
}

/**
 * "+£1,234.00 over 1 year · +5.2% time-weighted", then its dates ("1 year: 27 Nov 2025 – 27 Nov 2026", from
 * the policy's first money when it started inside the period), or why there is no figure.
 */
function Growth({
  growth,
  period,
  currency,
}: {
  growth: PolicyGrowth;
  period: PeriodOption;
  currency: string;
}) {
  if (growth.growth === null) {
    return <p className="text-sm text-ink-muted">Growth {period.phrase}: not available</p>;
  }
  return (
    <div className="text-sm text-ink-muted">
      <p>
        Growth {period.phrase}{' '}
        <span className={cx('font-semibold whitespace-nowrap tabular-nums', toneOf(growth.growth))}>
          {formatSignedAmount(growth.growth, currency)}
        </span>
        {growth.twr !== null && (
          <>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="tabular-nums">{formatReturn(growth.twr)}</span> time-weighted return
          </>
        )}
      </p>
      {growth.growth_to && (
        <p data-testid="policy-growth-dates" className="text-xs">
          {periodDates(period.title, growth.growth_from, growth.growth_to)}
        </p>
      )}
    </div>
  );
}

/** One policy: what it is, with whom, its latest valuation and where it comes from, and its growth. */
export function PolicyCard({ policy, valuation, loading, growth, period, closedOn }: PolicyCardProps) {
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
          <p className="mt-0.5 truncate text-sm text-ink-muted max-[18em]:whitespace-normal">
            <span className="font-mono text-[0.8125rem]">{policy.reference}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {policy.provider.name}
          </p>
        </div>
        <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-300" />
      </div>
      <div className="mt-3 flex flex-col gap-2 border-t border-line pt-3">
        {valuation ? (
          <div>
            <p className="text-xl font-semibold tracking-tight text-ink tabular-nums">
              <span className="sr-only">Latest valuation: </span>
              {formatMoney(valuation.value, valuation.currency)}
            </p>
            {closedOn ? (
              <LazyClosedNote
                policyId={policy.uuid}
                closedOn={closedOn}
                className="mt-1 text-sm font-medium text-ink"
              />
            ) : (
              <Provenance policy={policy} valuation={valuation} />
            )}
          </div>
        ) : loading ? (
          <div role="status" aria-label="Loading the valuation">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="mt-2 h-4 w-48" />
          </div>
        ) : (
          <p className="text-sm text-ink-muted">No valuation available yet.</p>
        )}
        {growth && <Growth growth={growth} period={period} currency={policy.currency} />}
      </div>
    </article>
  );
}
