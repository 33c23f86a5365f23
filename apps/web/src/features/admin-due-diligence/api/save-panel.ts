import type { AdminPanelUpdate, AdminReport } from '@sextant/contracts/admin-due-diligence';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { storeReport } from './get-report';

/** PUT /v1/admin/due-diligence/{id}/panel: the whole panel, in order. */
export const savePanel = (id: string, input: AdminPanelUpdate) =>
  http.put<AdminReport>(`/admin/due-diligence/${encodeURIComponent(id)}/panel`, { json: input });

export const useSavePanel = (id: string) =>
  useMutation({ mutationFn: (input: AdminPanelUpdate) => savePanel(id, input), onSuccess: storeReport });
