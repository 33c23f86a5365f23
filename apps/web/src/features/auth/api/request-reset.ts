import { api } from '@/shared/http/api';

/** Mails reset instructions (the same answer for any email). */
export const requestReset = (email: string) =>
  api.POST('/user/reset-request', { body: { LoginForm: { email } }, form: true, token: null });
