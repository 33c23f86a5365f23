import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The year's report on one provider (sanitised HTML). */
export const getProviderReport = (reportId: string, providerId: string) =>
  api.GET('/due-diligence/{id}/provider/{providerId}', { params: { path: { id: reportId, providerId } } });

export const providerReportQuery = (reportId: string, providerId: string) =>
  queryOptions({
    queryKey: ['due-diligence', reportId, 'provider', providerId],
    queryFn: () => getProviderReport(reportId, providerId),
  });
