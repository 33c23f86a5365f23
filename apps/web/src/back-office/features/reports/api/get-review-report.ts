import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Period } from '@/back-office/features/reports/periods';
import { api } from '@/shared/http/api';

/** Reviews whose date falls in the period: due, delivered, declined, no response and open, and the list. */
export const getReviewReport = ({ from, to }: Period) =>
  api.GET('/admin/reports/reviews', { params: { query: { from, to } } });

export const reviewReportQuery = (period: Period) =>
  queryOptions({
    queryKey: ['admin', 'reports', 'reviews', period.from, period.to] as const,
    queryFn: () => getReviewReport(period),
    placeholderData: keepPreviousData,
  });

export const useReviewReport = (period: Period, enabled = true) =>
  useQuery({ ...reviewReportQuery(period), enabled });
