import type { ClientDocument, SignDocumentRequest } from '@sextant/contracts/documents';
import { actionCentreQuery } from '@/shared/api/get-action-centre';
import { serviceQuery } from '@/shared/api/get-service';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { documentKey } from './get-document';
import { documentsKey } from './get-documents';

/** "I have read and understood this document": the moment, IP, browser and file hash are recorded. */
export const acknowledgeDocument = (id: string) =>
  api.POST('/document/{id}/acknowledge', { params: { path: { id } } });

/** Signs with the full name as on the account and a fresh code from the authenticator app. */
export const signDocument = (id: string, body: SignDocumentRequest) =>
  api.POST('/document/{id}/sign', { params: { path: { id } }, body });

/**
 * A document's state changed on the server (opened, downloaded, acknowledged, signed): its screen shows the
 * answer when there is one, and the lists, the action centre and the review (whose pack it may be) refresh.
 */
export function documentChanged(id: string, document?: ClientDocument): void {
  if (document) queryClient.setQueryData(documentKey(id), document);
  else void queryClient.invalidateQueries({ queryKey: documentKey(id) });
  void queryClient.invalidateQueries({ queryKey: documentsKey });
  void queryClient.invalidateQueries({ queryKey: actionCentreQuery().queryKey });
  void queryClient.invalidateQueries({ queryKey: serviceQuery().queryKey });
}
