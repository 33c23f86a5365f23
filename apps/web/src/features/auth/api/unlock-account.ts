import { http } from '../../../shared/http/client';

/** POST /v1/authentication/mfa with unlock: a code from the authenticator unlocks a locked account. */
export const unlockAccount = (username: string, otp: string) =>
  http.postForm<{ jwt?: string }>(
    '/authentication/mfa',
    { OtpForm: { otp }, username, unlock: true },
    { token: null },
  );
