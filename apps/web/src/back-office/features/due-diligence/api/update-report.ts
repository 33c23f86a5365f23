import type { AdminReportUpdate } from '@sextant/contracts/admin-due-diligence';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { storeReport } from './get-report';

/** The fields sent; the body is sanitised by the server. */
export const updateReport = (id: string, input: AdminReportUpdate) =>
  api.PATCH('/admin/due-diligence/{id}', { params: { path: { id } }, body: input });

export const useUpdateReport = (id: string) =>
  useMutation({ mutationFn: (input: AdminReportUpdate) => updateReport(id, input), onSuccess: storeReport });
