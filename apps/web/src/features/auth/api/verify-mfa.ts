import { http } from '../../../shared/http/client';

/** POST /v1/authentication/mfa with the sign-in's token: 201 is success. */
export const verifyMfa = (token: string, username: string, otp: string) =>
  http.postForm<Record<string, never>>('/authentication/mfa', { OtpForm: { otp }, username }, { token });
