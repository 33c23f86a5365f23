import type { AdminReport, AdminReportCreate } from '@sextant/contracts/admin-due-diligence';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { storeReport } from './get-report';

/** POST /v1/admin/due-diligence: a new draft, one a financial year. */
export const createReport = (input: AdminReportCreate) =>
  http.postJson<AdminReport>('/admin/due-diligence', input);

export const useCreateReport = () => useMutation({ mutationFn: createReport, onSuccess: storeReport });
