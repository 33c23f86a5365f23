import type { Terms } from '@sextant/contracts/auth';
import { http } from '../../../shared/http/client';

/** GET /v1/terms: the latest terms. */
export const getLatestTerms = (token?: string) =>
  http.get<Terms>('/terms', token === undefined ? undefined : { token });
