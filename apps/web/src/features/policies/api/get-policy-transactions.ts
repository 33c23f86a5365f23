import type { TransactionType } from '@sextant/contracts/rules/money';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiData, api, getFile } from '@/shared/http/api';

export type TransactionPage = ApiData<'/policy/{id}/transactions', 'get'>;
export type Transaction = TransactionPage['items'][number];

/** The list's filters, each left out when empty. Dates are 'YYYY-MM-DD'. */
export interface TransactionFilters {
  type?: TransactionType | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const TRANSACTIONS_PER_PAGE = 25;

/** The filters as the calls' query: empty ones left out. */
const filterQuery = ({ type, from, to }: TransactionFilters) => ({
  ...(type && { type }),
  ...(from && { from }),
  ...(to && { to }),
});

/** One page of a policy's transactions, newest first. */
export const getPolicyTransactions = (id: string, filters: TransactionFilters, page: number) =>
  api.GET('/policy/{id}/transactions', {
    params: { path: { id }, query: { ...filterQuery(filters), page, per_page: TRANSACTIONS_PER_PAGE } },
  });

/** The page shown stays (placeholder) while the next page or other filters load. */
export const policyTransactionsQuery = (id: string, filters: TransactionFilters, page: number) =>
  queryOptions({
    queryKey: ['policy-money', id, 'transactions', filterQuery(filters), page],
    queryFn: () => getPolicyTransactions(id, filters, page),
    placeholderData: keepPreviousData,
  });

/** Every transaction the filters keep, as the CSV file the server writes. */
export const getPolicyTransactionsCsv = (id: string, filters: TransactionFilters) =>
  getFile('/policy/{id}/transactions.csv', { params: { path: { id }, query: filterQuery(filters) } });
