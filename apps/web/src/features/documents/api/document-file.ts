import { getFile } from '@/shared/http/api';

/**
 * The document's PDF, fetched with the session (a plain link cannot send it). The server records it opened,
 * or downloaded with `download`.
 */
export const getDocumentFile = (id: string, download = false) =>
  getFile('/document/{id}/file', {
    params: { path: { id }, query: download ? { download: '1' } : {} },
  });

/** The client's copy of the evidence certificate of a document they acknowledged or signed. */
export const getDocumentCertificate = (id: string) =>
  getFile('/document/{id}/evidence.pdf', { params: { path: { id } } });
