import type { DueDiligenceReportView } from '@sextant/contracts/due-diligence';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/due-diligence/{id}/view: a year's report with its body (sanitised HTML). */
export const getReport = (id: string) =>
  http.get<DueDiligenceReportView>(`/due-diligence/${encodeURIComponent(id)}/view`);

export const reportQuery = (id: string) =>
  queryOptions({ queryKey: ['due-diligence', id, 'view'], queryFn: () => getReport(id) });
