import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { upload } from '@/shared/http/upload';
import { storeReport } from './get-report';

/** The report's PDF, or one provider report's when providerId is set. */
export interface DocumentSlot {
  reportId: string;
  providerId?: string | undefined;
}

/** The PDF (multipart `file`, with its name in `filename`) replaces the one before. */
export const uploadDocument = ({ reportId: id, providerId }: DocumentSlot, file: File) => {
  const body = { filename: file.name, file };
  return providerId
    ? upload('/admin/due-diligence/{id}/providers/{providerId}/document', {
        params: { path: { id, providerId } },
        body,
      })
    : upload('/admin/due-diligence/{id}/document', { params: { path: { id } }, body });
};

export const removeDocument = ({ reportId: id, providerId }: DocumentSlot) =>
  providerId
    ? api.DELETE('/admin/due-diligence/{id}/providers/{providerId}/document', {
        params: { path: { id, providerId } },
      })
    : api.DELETE('/admin/due-diligence/{id}/document', { params: { path: { id } } });

export const useUploadDocument = (slot: DocumentSlot) =>
  useMutation({ mutationFn: (file: File) => uploadDocument(slot, file), onSuccess: storeReport });

export const useRemoveDocument = (slot: DocumentSlot) =>
  useMutation({ mutationFn: () => removeDocument(slot), onSuccess: storeReport });
