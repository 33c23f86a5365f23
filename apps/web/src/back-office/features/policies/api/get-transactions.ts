import type { TransactionSort } from '@sextant/contracts/admin-transactions';
import type { TransactionType } from '@sextant/contracts/rules/money';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TableParams, tableQuery } from '@/back-office/shared/table-params';
import { api } from '@/shared/http/api';
import { policiesKey } from './get-policies';

/** Every list of one policy's transactions, whatever its page, sort or filter (to refresh after a change). */
export const transactionsKey = (policyId: string) => [...policiesKey, 'transactions', policyId] as const;

/** One page of the policy's transactions, of one type when given. */
export const getTransactions = (
  policyId: string,
  params: TableParams<TransactionSort>,
  type: TransactionType | undefined,
) =>
  api.GET('/admin/policies/{id}/transactions', {
    params: { path: { id: policyId }, query: tableQuery(params, { type }) },
  });

export const transactionsQuery = (
  policyId: string,
  params: TableParams<TransactionSort>,
  type: TransactionType | undefined,
) =>
  queryOptions({
    queryKey: [...transactionsKey(policyId), params, type ?? null],
    queryFn: () => getTransactions(policyId, params, type),
    placeholderData: keepPreviousData,
  });
