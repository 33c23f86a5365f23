import type { ProviderReport } from '@sextant/contracts/due-diligence';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/due-diligence/{id}/provider/{providerId}: the year's report on one provider (sanitised HTML). */
export const getProviderReport = (reportId: string, providerId: string) =>
  http.get<ProviderReport>(
    `/due-diligence/${encodeURIComponent(reportId)}/provider/${encodeURIComponent(providerId)}`,
  );

export const providerReportQuery = (reportId: string, providerId: string) =>
  queryOptions({
    queryKey: ['due-diligence', reportId, 'provider', providerId],
    queryFn: () => getProviderReport(reportId, providerId),
  });
