import type { ChangedFields, Client } from '@sextant/contracts/client';
import { http } from '../../../shared/http/client';

/**
 * PUT /v1/client `{ changedFields }`: asks the firm to change these fields (only those). Answers the
 * profile as stored, with `pending_amendment: true` until the firm approves.
 */
export const updateClient = (changedFields: ChangedFields) =>
  http.put<Client>('/client', { json: { changedFields } });
