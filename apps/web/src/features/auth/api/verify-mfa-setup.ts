import { http } from '../../../shared/http/client';

/** POST /v1/user/mfa-verify: the first code from a new authenticator turns MFA on (201). */
export const verifyMfaSetup = (otp: string, token?: string) =>
  http.postForm<Record<string, never>>(
    '/user/mfa-verify',
    { OtpForm: { otp } },
    token === undefined ? {} : { token },
  );
