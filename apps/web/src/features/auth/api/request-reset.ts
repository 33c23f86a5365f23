import { http } from '../../../shared/http/client';

/** POST /v1/user/reset-request: mails reset instructions (the same answer for any email). */
export const requestReset = (email: string) =>
  http.postForm<{ message: string }>('/user/reset-request', { LoginForm: { email } }, { token: null });
