import type { AdminReport, AdminReportUpdate } from '@sextant/contracts/admin-due-diligence';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { storeReport } from './get-report';

/** PATCH /v1/admin/due-diligence/{id}: the fields sent; the body is sanitised by the server. */
export const updateReport = (id: string, input: AdminReportUpdate) =>
  http.patch<AdminReport>(`/admin/due-diligence/${encodeURIComponent(id)}`, input);

export const useUpdateReport = (id: string) =>
  useMutation({ mutationFn: (input: AdminReportUpdate) => updateReport(id, input), onSuccess: storeReport });
