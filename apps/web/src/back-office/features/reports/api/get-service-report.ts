import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Period } from '@/back-office/features/reports/periods';
import { api, getFile } from '@/shared/http/api';
import { saveBlob } from '@/shared/http/save-file';

/** Of the clients charged an ongoing adviser fee in the period, how their reviews went, with the exceptions. */
export const serviceReportQuery = ({ from, to }: Period) =>
  queryOptions({
    queryKey: ['admin', 'reports', 'service', from, to] as const,
    queryFn: () => api.GET('/admin/reports/service', { params: { query: { from, to } } }),
    placeholderData: keepPreviousData,
  });

export const useServiceReport = (period: Period, enabled = true) =>
  useQuery({ ...serviceReportQuery(period), enabled });

/** The report's figures as CSV, or laid out as the PDF board pack, saved under the period's name. */
export async function downloadServiceReport({ from, to }: Period, as: 'csv' | 'pdf'): Promise<void> {
  const query = { params: { query: { from, to } } };
  const file =
    as === 'csv'
      ? await getFile('/admin/reports/service.csv', query)
      : await getFile('/admin/reports/service.pdf', query);
  saveBlob(
    file,
    as === 'csv' ? `service-report-${from}-to-${to}.csv` : `service-board-pack-${from}-to-${to}.pdf`,
  );
}
