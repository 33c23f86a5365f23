import type { MfaStatus } from '@sextant/contracts/auth';
import { http } from '../../../shared/http/client';

/** GET /v1/user/mfa: true (code needed), '2' (verified), false (set-up, with the secret and its QR code). */
export const getMfaStatus = (token?: string) =>
  http.get<MfaStatus>('/user/mfa', token === undefined ? undefined : { token });
