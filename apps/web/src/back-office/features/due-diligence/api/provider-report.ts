import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { storeReport } from './get-report';

const REPORT = '/admin/due-diligence/{id}/providers/{providerId}/report';

/** The year's report on one provider; its body is sanitised by the server. */
export const saveProviderReport = (id: string, providerId: string, body: string) =>
  api.PUT(REPORT, { params: { path: { id, providerId } }, body: { body } });

/** The provider report and its PDF go. */
export const deleteProviderReport = (id: string, providerId: string) =>
  api.DELETE(REPORT, { params: { path: { id, providerId } } });

export const useSaveProviderReport = (id: string, providerId: string) =>
  useMutation({
    mutationFn: (body: string) => saveProviderReport(id, providerId, body),
    onSuccess: storeReport,
  });

export const useDeleteProviderReport = (id: string, providerId: string) =>
  useMutation({ mutationFn: () => deleteProviderReport(id, providerId), onSuccess: storeReport });
