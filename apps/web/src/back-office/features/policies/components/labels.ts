import type { ValuationSource } from '@sextant/contracts/policies';

/** Where a valuation or a transaction came from, as staff read it. */
export const SOURCE_LABELS: Record<ValuationSource, string> = {
  feed: 'Feed',
  statement: 'Statement',
  manual: 'Manual',
};
