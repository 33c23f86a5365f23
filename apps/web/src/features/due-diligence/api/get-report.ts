import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** A year's report with its body (sanitised HTML). */
export const getReport = (id: string) => api.GET('/due-diligence/{id}/view', { params: { path: { id } } });

export const reportQuery = (id: string) =>
  queryOptions({ queryKey: ['due-diligence', id, 'view'], queryFn: () => getReport(id) });
