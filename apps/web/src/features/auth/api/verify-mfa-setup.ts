import { api } from '@/shared/http/api';

/** The first code from a new authenticator turns MFA on (201). */
export const verifyMfaSetup = (otp: string, token?: string) =>
  api.POST('/user/mfa-verify', { body: { OtpForm: { otp } }, form: true, token });
