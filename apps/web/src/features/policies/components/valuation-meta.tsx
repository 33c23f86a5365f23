import type { Valuation } from '@sextant/contracts/policies';
import { Clock } from 'lucide-react';
import { provenanceWords } from '@/features/policies/money';
import { isStale, STALE_AFTER_DAYS, sourceLabel } from '@/features/policies/valuation';
import { formatDate } from '@/shared/format/money';
import { cx } from '@/shared/ui/cx';

/** "Stale": the valuation is older than STALE_AFTER_DAYS days. */
export function StaleBadge({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300',
        className,
      )}
    >
      <Clock aria-hidden="true" className="size-3.5" />
      Stale
      <span className="sr-only">: valued more than {STALE_AFTER_DAYS} days ago</span>
    </span>
  );
}

/** "As at 21 Nov 2026 · provider feed", and the stale mark when it applies. */
export function ValuationMeta({
  valuation,
  now,
  className,
}: {
  valuation: Pick<Valuation, 'valued_at' | 'source'>;
  now?: Date;
  className?: string;
}) {
  const stale = isStale(valuation.valued_at, now);
  return (
    <p
      className={cx(
        'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted',
        className,
      )}
    >
      <span>
        As at <time dateTime={valuation.valued_at}>{formatDate(valuation.valued_at)}</time>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, source: </span>
        {sourceLabel(valuation.source)}
      </span>
      {stale && <StaleBadge />}
    </p>
  );
}

/**
 * The latest valuation's provenance in a client's words: "As at 21 Nov 2026 · Updated daily by Northgate Life",
 * "Last statement 14 Oct 2026 — figures may have moved since", "Entered by your adviser on 14 Oct 2026".
 */
export function ProvenanceMeta({
  valuation,
  provider,
  className,
}: {
  valuation: Pick<Valuation, 'valued_at' | 'source'>;
  provider: string;
  className?: string;
}) {
  const words = provenanceWords({ provider, source: valuation.source, as_at: valuation.valued_at });
  return (
    <p className={cx('text-sm text-navy-100', className)}>
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
