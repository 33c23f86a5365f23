import type { AdminReport } from '@sextant/contracts/admin-due-diligence';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { storeReport } from './get-report';

/** The report's PDF, or one provider report's when providerId is set. */
export interface DocumentSlot {
  reportId: string;
  providerId?: string | undefined;
}

const path = ({ reportId, providerId }: DocumentSlot) =>
  `/admin/due-diligence/${encodeURIComponent(reportId)}${
    providerId ? `/providers/${encodeURIComponent(providerId)}` : ''
  }/document`;

/** POST …/document (multipart `file`, with its name in `filename`): replaces the PDF before. */
export const uploadDocument = (slot: DocumentSlot, file: File) => {
  const form = new FormData();
  form.append('filename', file.name);
  form.append('file', file);
  return http.postFormData<AdminReport>(path(slot), form);
};

/** DELETE …/document. */
export const removeDocument = (slot: DocumentSlot) => http.delete<AdminReport>(path(slot));

export const useUploadDocument = (slot: DocumentSlot) =>
  useMutation({ mutationFn: (file: File) => uploadDocument(slot, file), onSuccess: storeReport });

export const useRemoveDocument = (slot: DocumentSlot) =>
  useMutation({ mutationFn: () => removeDocument(slot), onSuccess: storeReport });
