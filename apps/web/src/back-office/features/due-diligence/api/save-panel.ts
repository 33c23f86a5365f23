import type { AdminPanelUpdate } from '@sextant/contracts/admin-due-diligence';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { storeReport } from './get-report';

/** The whole panel, in order. */
export const savePanel = (id: string, input: AdminPanelUpdate) =>
  api.PUT('/admin/due-diligence/{id}/panel', { params: { path: { id } }, body: input });

export const useSavePanel = (id: string) =>
  useMutation({ mutationFn: (input: AdminPanelUpdate) => savePanel(id, input), onSuccess: storeReport });
