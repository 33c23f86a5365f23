import type { ImportJob, ImportKind } from '@sextant/contracts/admin-policies';
import { apiUrl } from '@/shared/http/api';
import { HttpError, sessionToken } from '@/shared/http/client';
import { deviceId } from '@/shared/http/device-id';

/**
 * Starts checking a file of valuations or transactions, sent as a text/csv body. Sent with XMLHttpRequest
 * because fetch cannot report upload progress; answers the job (202) to poll.
 */
export function startImport(
  kind: ImportKind,
  file: File,
  onUpload: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ImportJob> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const path = kind === 'valuations' ? '/admin/valuations/imports' : '/admin/transactions/imports';
    xhr.open('POST', apiUrl(path, { query: { file_name: file.name } }));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader('X-Device-Id', deviceId());
    const token = sessionToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) =>
      onUpload(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      let body: { message?: string; errors?: Record<string, string[]> } & Partial<ImportJob> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status === 202) resolve(body as ImportJob);
      else
        reject(
          new HttpError(
            xhr.status,
            xhr.statusText,
            body.message ?? `Upload failed (${xhr.status}).`,
            body.errors ?? {},
          ),
        );
    };
    xhr.onerror = () => reject(new HttpError(0, '', 'The file could not be sent. Check your connection.'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
