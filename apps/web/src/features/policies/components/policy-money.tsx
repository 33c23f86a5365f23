import type { DateRange } from '@sextant/contracts/policies';
import { PerformanceSection } from '@/features/policies/components/performance-section';
import { PerformanceTable } from '@/features/policies/components/performance-table';

export { ClosedNote } from '@/features/policies/components/closed-note';
export { GrowthHeadline } from '@/features/policies/components/growth-headline';
export { GrowthWords } from '@/features/policies/components/growth-words';

import { TransactionsSection } from '@/features/policies/components/transactions-section';

/**
 * The policy view's money below the graph: growth and returns over the view's period, the same over each
 * period side by side, then the transactions. One module, loaded lazily beside the page's data, so the
 * screen's first load stays within its size budget.
 */
export function PolicyMoney({
  policyId,
  reference,
  range,
}: {
  policyId: string;
  reference: string;
  range: DateRange;
}) {
  return (
    <>
      <PerformanceSection policyId={policyId} range={range} />
      <PerformanceTable policyId={policyId} />
      <TransactionsSection policyId={policyId} reference={reference} />
    </>
  );
}
