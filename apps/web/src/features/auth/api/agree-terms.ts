import { api } from '@/shared/http/api';

/** Records the acceptance of the latest terms. */
export const agreeTerms = (token?: string) => api.PUT('/user/terms/agree', { token });
