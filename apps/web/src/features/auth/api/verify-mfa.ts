import { api } from '@/shared/http/api';

/**
 * The sign-in's code, with its token: 201 is success. The device is remembered unless `remember` is false,
 * which alone adds a field: the call stays SPEC's when the client keeps the default.
 */
export const verifyMfa = (token: string, username: string, otp: string, remember = true) =>
  api.POST('/authentication/mfa', {
    body: { OtpForm: { otp }, username, ...(remember ? {} : { remember: false }) },
    form: true,
    token,
  });
