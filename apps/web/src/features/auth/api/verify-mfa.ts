import { api } from '@/shared/http/api';

/**
 * The sign-in's code, with its token: 201 is success. SPEC §7's call exactly: form {OtpForm:{otp}, username},
 * X-Device-Id and the mfa bearer token. Whether to remember the device is a call of its own.
 */
export const verifyMfa = (token: string, username: string, otp: string) =>
  api.POST('/authentication/mfa', { body: { OtpForm: { otp }, username }, form: true, token });
