import type { UserTerms } from '@sextant/contracts/auth';
import { http } from '../../../shared/http/client';

/** GET /v1/user/terms: the terms and whether this user accepted them. */
export const getUserTerms = (token?: string) =>
  http.get<UserTerms>('/user/terms', token === undefined ? undefined : { token });
