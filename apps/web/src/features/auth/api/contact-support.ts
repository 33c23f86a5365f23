import { api } from '@/shared/http/api';

/** The firm is asked to help (the same answer for any email). */
export const contactSupport = (name: string, email: string, reason: string) =>
  api.POST('/user/contact-support', { body: { name, email, reason }, form: true, token: null });
