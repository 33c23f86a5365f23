import { api } from '@/shared/http/api';

/** The latest terms. */
export const getLatestTerms = (token?: string) => api.GET('/terms', { token });
