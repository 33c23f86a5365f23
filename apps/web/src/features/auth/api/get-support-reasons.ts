import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The reasons a visitor may give for asking support. */
export const getSupportReasons = () => api.GET('/user/get-contact-support-reasons', { token: null });

export const supportReasonsQuery = () =>
  queryOptions({
    queryKey: ['support-reasons'],
    queryFn: getSupportReasons,
    staleTime: Number.POSITIVE_INFINITY,
  });
