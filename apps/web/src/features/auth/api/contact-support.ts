import { http } from '../../../shared/http/client';

/** POST /v1/user/contact-support: the firm is asked to help (the same answer for any email). */
export const contactSupport = (name: string, email: string, reason: string) =>
  http.postForm<{ message: string }>('/user/contact-support', { name, email, reason }, { token: null });
