import { api } from '@/shared/http/api';

/** A code from the authenticator unlocks a locked account. */
export const unlockAccount = (username: string, otp: string): Promise<{ jwt?: string }> =>
  api.POST('/authentication/mfa', {
    body: { OtpForm: { otp }, username, unlock: true },
    form: true,
    token: null,
  });
