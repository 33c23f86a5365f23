import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { storeReport } from './get-report';

const path = (id: string, providerId: string) =>
  `/admin/due-diligence/${encodeURIComponent(id)}/providers/${encodeURIComponent(providerId)}/report`;

/** PUT /v1/admin/due-diligence/{id}/providers/{providerId}/report: the body is sanitised by the server. */
export const saveProviderReport = (id: string, providerId: string, body: string) =>
  http.put<AdminReport>(path(id, providerId), { json: { body } });

/** DELETE of the same: the provider report and its PDF. */
export const deleteProviderReport = (id: string, providerId: string) =>
  http.delete<AdminReport>(path(id, providerId));

export const useSaveProviderReport = (id: string, providerId: string) =>
  useMutation({
    mutationFn: (body: string) => saveProviderReport(id, providerId, body),
    onSuccess: storeReport,
  });

export const useDeleteProviderReport = (id: string, providerId: string) =>
  useMutation({ mutationFn: () => deleteProviderReport(id, providerId), onSuccess: storeReport });
