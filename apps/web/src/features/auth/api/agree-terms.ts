import { http } from '../../../shared/http/client';

/** PUT /v1/user/terms/agree: records the acceptance of the latest terms. */
export const agreeTerms = (token?: string) =>
  http.put<{ terms_accepted: true; version: number }>(
    '/user/terms/agree',
    token === undefined ? undefined : { token },
  );
