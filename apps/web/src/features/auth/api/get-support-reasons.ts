import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/user/get-contact-support-reasons. */
export const getSupportReasons = () =>
  http.get<string[]>('/user/get-contact-support-reasons', { token: null });

export const supportReasonsQuery = () =>
  queryOptions({
    queryKey: ['support-reasons'],
    queryFn: getSupportReasons,
    staleTime: Number.POSITIVE_INFINITY,
  });
