import { api } from '@/shared/http/api';

/** The sign-in's code, with its token: 201 is success. */
export const verifyMfa = (token: string, username: string, otp: string) =>
  api.POST('/authentication/mfa', { body: { OtpForm: { otp }, username }, form: true, token });
