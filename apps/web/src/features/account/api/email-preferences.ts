import type { EmailPreferences } from '@sextant/contracts/client-data';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** Which optional emails the client gets. */
export const getEmailPreferences = () => api.GET('/client/email-preferences');

/** Chooses the optional emails; the answer is what is stored. */
export const updateEmailPreferences = (body: EmailPreferences) =>
  api.PUT('/client/email-preferences', { body });

export const emailPreferencesQuery = () =>
  queryOptions({ queryKey: ['client', 'email-preferences'], queryFn: getEmailPreferences });
