import { api } from '@/shared/http/api';

/** The terms and whether this user accepted them. */
export const getUserTerms = (token?: string) => api.GET('/user/terms', { token });
