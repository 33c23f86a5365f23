import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, getFile } from '@/shared/http/api';
import { saveBlob } from '@/shared/http/save-file';

/** Per client, whether they saw a valuation or opened a statement in the quarter ('2026-Q4'). */
export const getAccessLedger = (quarter: string) =>
  api.GET('/admin/reports/access-ledger', { params: { query: { quarter } } });

export const accessLedgerQuery = (quarter: string) =>
  queryOptions({
    queryKey: ['admin', 'reports', 'access-ledger', quarter] as const,
    queryFn: () => getAccessLedger(quarter),
    placeholderData: keepPreviousData,
  });

export const useAccessLedger = (quarter: string) => useQuery(accessLedgerQuery(quarter));

/** The same ledger as CSV, saved as access-ledger-2026-Q4.csv. */
export async function downloadAccessLedger(quarter: string): Promise<void> {
  const csv = await getFile('/admin/reports/access-ledger.csv', { params: { query: { quarter } } });
  saveBlob(csv, `access-ledger-${quarter}.csv`);
}
