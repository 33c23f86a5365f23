import { useQuery } from '@tanstack/react-query';
import { policyTransactionsQuery } from '@/features/policies/api/get-policy-transactions';

/** How a policy was emptied, when its transactions say so. */
export type ClosedBy = 'transfer_out' | 'withdrawal' | null;

/**
 * How a closed policy was emptied: its transactions of the day it closed, asked for only when it did. Null
 * while they load, when they cannot be had, or when they show neither a transfer out nor a withdrawal.
 */
export function useClosedBy(policyId: string, closedOn: string | null): ClosedBy {
  const day = closedOn ?? '';
  const query = useQuery({
    ...policyTransactionsQuery(policyId, { from: day, to: day }, 1),
    enabled: closedOn !== null,
  });
  const types = new Set(query.data?.items.map((transaction) => transaction.type));
  if (types.has('transfer_out')) return 'transfer_out';
  if (types.has('withdrawal')) return 'withdrawal';
  return null;
}
