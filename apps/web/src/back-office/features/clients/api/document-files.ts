import { getFile } from '@/shared/http/api';
import { saveBlob } from '@/shared/http/save-file';

/** A client document's PDF, fetched with the session (staff openings are audited). */
export const getDocumentFile = (id: string) =>
  getFile('/admin/documents/{id}/file', { params: { path: { id } } });

/** The evidence certificate (PDF) of an acknowledged or signed document; 409 before that. */
export const getDocumentCertificate = (id: string) =>
  getFile('/admin/documents/{id}/evidence.pdf', { params: { path: { id } } });

/**
 * Opens the PDF in a new tab. The tab is opened at the click (so no pop-up blocker stops it) and shown
 * the file once it has come; a blocked tab saves the file instead.
 */
export async function openDocument(id: string, filename: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await getDocumentFile(id);
    if (!tab) return saveBlob(blob, filename);
    tab.opener = null;
    const url = URL.createObjectURL(
      blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
    );
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves the evidence certificate as `evidence-<file name>.pdf`. */
export async function downloadCertificate(id: string, filename: string): Promise<void> {
  const base = filename.replace(/\.pdf$/i, '');
  saveBlob(await getDocumentCertificate(id), `evidence-${base}.pdf`);
}
