import type { ImportJob, ImportKind } from '@sextant/contracts/admin-policies';
import { upload } from '@/shared/http/upload';

/**
 * Starts checking a file of valuations or transactions, sent as a text/csv body with its upload progress;
 * answers the job (202) to poll.
 */
export function startImport(
  kind: ImportKind,
  file: File,
  onUpload: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ImportJob> {
  const path = kind === 'valuations' ? '/admin/valuations/imports' : '/admin/transactions/imports';
  return upload(path, {
    params: { query: { file_name: file.name } },
    body: file,
    type: 'text/csv',
    onProgress: ({ sent, total }) => onUpload(sent, total),
    signal,
  });
}
