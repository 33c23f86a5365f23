import { api } from '@/shared/http/api';

/** True (code needed), '2' (verified), false (set-up, with the secret and its QR code). */
export const getMfaStatus = (token?: string) => api.GET('/user/mfa', { token });
