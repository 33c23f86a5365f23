import type { ChangedFields } from '@sextant/contracts/client';
import { api } from '@/shared/http/api';

/**
 * Asks the firm to change these fields (only those). Answers the
 * profile as stored, with `pending_amendment: true` until the firm approves.
 */
export const updateClient = (changedFields: ChangedFields) => api.PUT('/client', { body: { changedFields } });
