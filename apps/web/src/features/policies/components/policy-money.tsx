import { PerformanceSection } from '@/features/policies/components/performance-section';
import { TransactionsSection } from '@/features/policies/components/transactions-section';

/**
 * The policy view's money below the graph: growth and returns, then the transactions. One module, loaded
 * lazily beside the page's data, so the screen's first load stays within its size budget.
 */
export function PolicyMoney({ policyId, reference }: { policyId: string; reference: string }) {
  return (
    <>
      <PerformanceSection policyId={policyId} />
      <TransactionsSection policyId={policyId} reference={reference} />
    </>
  );
}
