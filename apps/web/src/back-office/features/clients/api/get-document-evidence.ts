import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** When the document was published, notified, opened, downloaded, acknowledged or signed, and every event. */
export const getDocumentEvidence = (id: string) =>
  api.GET('/admin/documents/{id}/evidence', { params: { path: { id } } });

export const documentEvidenceQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'documents', 'evidence', id] as const,
    queryFn: () => getDocumentEvidence(id),
    // Evidence grows while the dialog is open elsewhere: read it afresh each time it opens.
    staleTime: 0,
  });

export const useDocumentEvidence = (id: string) => useQuery(documentEvidenceQuery(id));
