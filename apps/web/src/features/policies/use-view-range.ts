import type { DateRange } from '@sextant/contracts/policies';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { rememberedPeriod, rememberPeriod } from '@/features/policies/period';
import { DEFAULT_RANGE, graphRange, graphRangeOf, isDateRange } from '@/features/policies/valuation';

/** The view's period when it opens: the address's, else the one remembered from the home when SPEC's graph has it, else 1y. */
function openingRange(param: string | null): DateRange {
  const range = graphRangeOf(param);
  if (range) return range;
  const remembered = rememberedPeriod();
  return isDateRange(remembered) ? remembered : DEFAULT_RANGE;
}

/**
 * The policy view's one period: SPEC's four graph ranges, kept in the address's `range` ('3m' …) and
 * remembered for the home. The graph, the growth, the waterfall and the returns all follow it.
 */
export function useViewRange(): [DateRange, (next: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const [opening] = useState(() => openingRange(params.get('range')));
  const range = graphRangeOf(params.get('range')) ?? opening;
  function choose(next: DateRange) {
    rememberPeriod(next);
    setParams(
      (existing) => {
        const updated = new URLSearchParams(existing);
        updated.set('range', graphRange(next).label);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return [range, choose];
}
