import type { Valuation } from '@sextant/contracts/policies';
import { isQuietFeed, provenanceWords } from '@/features/policies/money';
import { formatDate } from '@/shared/format/money';
import { cx } from '@/shared/ui/cx';

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
  const provenance = { provider, source: valuation.source, as_at: valuation.valued_at };
  const words = provenanceWords(provenance);
  return (
    <p className={cx('text-sm text-navy-100', className)}>
      {valuation.source === 'feed' && !isQuietFeed(provenance) && (
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
