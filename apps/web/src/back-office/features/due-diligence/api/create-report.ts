import type { AdminReportCreate } from '@sextant/contracts/admin-due-diligence';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { storeReport } from './get-report';

/** A new draft, one a financial year. */
export const createReport = (input: AdminReportCreate) => api.POST('/admin/due-diligence', { body: input });

export const useCreateReport = () => useMutation({ mutationFn: createReport, onSuccess: storeReport });
