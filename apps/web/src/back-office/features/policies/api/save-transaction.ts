import type { AdminTransactionCreate } from '@sextant/contracts/admin-transactions';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { policyPerformanceKey } from './get-policy-performance';
import { transactionsKey } from './get-transactions';

export type TransactionInput = Required<AdminTransactionCreate>;

/** A new transaction of the policy (source manual), or the changes to one (only the fields given). */
export const saveTransaction = (
  target: { policyId: string } | { transactionId: string },
  input: Partial<TransactionInput>,
) =>
  'transactionId' in target
    ? api.PATCH('/admin/transactions/{id}', { params: { path: { id: target.transactionId } }, body: input })
    : // A new transaction: the form sends every field.
      api.POST('/admin/policies/{id}/transactions', {
        params: { path: { id: target.policyId } },
        body: input as TransactionInput,
      });

/** The policy's transactions again, and its figures (they count them). */
function refreshAfter(policyId: string) {
  void queryClient.invalidateQueries({ queryKey: policyPerformanceKey(policyId) });
  return queryClient.invalidateQueries({ queryKey: transactionsKey(policyId) });
}

/** Saves a transaction of the policy; `transactionId` null adds one. */
export function useSaveTransaction(policyId: string, transactionId: string | null) {
  return useMutation({
    mutationFn: (input: Partial<TransactionInput>) =>
      saveTransaction(transactionId ? { transactionId } : { policyId }, input),
    onSuccess: () => refreshAfter(policyId),
  });
}

/** Deletes a transaction of the policy. */
export function useDeleteTransaction(policyId: string) {
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/admin/transactions/{id}', { params: { path: { id } } }),
    onSuccess: () => refreshAfter(policyId),
  });
}
