import { getFileLink } from './api';

/** Hands a file to the browser to save, through a short-lived object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a document link of the API (a client's or the back office's) with the session's bearer token,
 * which a plain link cannot send, and saves it under the name given.
 */
export async function downloadFile(href: string, filename: string): Promise<void> {
  saveBlob(await getFileLink(['/due-diligence/document/{id}', '/admin/documents/{id}'], href), filename);
}
