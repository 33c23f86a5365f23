import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import type { DocumentCategory, DocumentRequirement } from '@sextant/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '@/shared/http/api';
import { HttpError, sessionToken } from '@/shared/http/client';
import { deviceId } from '@/shared/http/device-id';
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

export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * Publishes a PDF to one client (multipart). Sent with XMLHttpRequest because fetch cannot report upload
 * progress (a PDF can be 20 MB); answers the document (201), or throws HttpError with a 422's field errors.
 */
export function uploadDocument(
  clientId: string,
  upload: DocumentUpload,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<AdminClientDocument> {
  const body = new FormData();
  // The fields before the file, so the server can read them before the file's bytes.
  body.append('category', upload.category);
  body.append('title', upload.title);
  body.append('requires', upload.requires);
  if (upload.policy_id) body.append('policy_id', upload.policy_id);
  if (upload.replaces) body.append('replaces', upload.replaces);
  if (upload.review_id) body.append('review_id', upload.review_id);
  body.append('file', upload.file, upload.file.name);

  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/admin/clients/{id}/documents', { path: { id: clientId } }));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Device-Id', deviceId());
    const token = sessionToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) =>
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : upload.file.size });
    xhr.onload = () => {
      let answer: { message?: string; errors?: Record<string, string[]> } & Partial<AdminClientDocument> = {};
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      if (xhr.status === 201 || xhr.status === 200) resolve(answer as AdminClientDocument);
      else
        reject(
          new HttpError(
            xhr.status,
            xhr.statusText,
            answer.message ?? `The upload failed (${xhr.status}).`,
            answer.errors ?? {},
          ),
        );
    };
    xhr.onerror = () => reject(new HttpError(0, '', 'The file could not be sent. Check your connection.'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
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
