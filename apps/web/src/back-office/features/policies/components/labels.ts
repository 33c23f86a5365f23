import type { ValuationSource } from '@sextant/contracts/policies';

/** Where a valuation or a transaction came from, as staff read it. */
export const SOURCE_LABELS: Record<ValuationSource, string> = {
  feed: 'Feed',
  statement: 'Statement',
  manual: 'Manual',
};

/** `?edit=` this on a policy's address opens its form on the first valuation's mark (an import preview links so). */
export const EDIT_BROUGHT_IN = 'brought-in';
