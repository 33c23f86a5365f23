import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import type { DocumentCategory, DocumentRequirement } from '@sextant/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, upload } from '@/shared/http/upload';
import { clientDocumentsKey } from './get-client-documents';
import { clientServiceKey } from './get-client-service';

/** The fields of `POST /admin/clients/{id}/documents`, as the form gives them. */
export interface DocumentUpload {
  file: File;
  category: DocumentCategory;
  title: string;
  requires: DocumentRequirement;
  policy_id?: string | undefined;
  replaces?: string | undefined;
  review_id?: string | undefined;
}

/**
 * Publishes a PDF to one client (multipart, with its upload progress: a PDF can be 20 MB); answers the
 * document (201), or throws HttpError with a 422's field errors.
 */
export function uploadDocument(
  clientId: string,
  { file, category, title, requires, policy_id, replaces, review_id }: DocumentUpload,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<AdminClientDocument> {
  return upload('/admin/clients/{id}/documents', {
    params: { path: { id: clientId } },
    // The fields before the file, so the server can read them before the file's bytes.
    body: {
      category,
      title,
      requires,
      policy_id: policy_id || undefined,
      replaces: replaces || undefined,
      review_id: review_id || undefined,
      file,
    },
    onProgress,
    signal,
  });
}

/** The upload, then the client's documents (and their service, for a review's pack) read again. */
export function useUploadDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      upload,
      onProgress,
      signal,
    }: {
      upload: DocumentUpload;
      onProgress: (progress: UploadProgress) => void;
      signal?: AbortSignal;
    }) => uploadDocument(clientId, upload, onProgress, signal),
    onSuccess: (_document, { upload }) => {
      void queryClient.invalidateQueries({ queryKey: clientDocumentsKey(clientId) });
      if (upload.review_id) void queryClient.invalidateQueries({ queryKey: clientServiceKey(clientId) });
    },
  });
}
