import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The shared reasons (read-only) and the firm's own. */
export const getSupportReasons = () => api.GET('/admin/support-reasons');

export const supportReasonsKey = ['admin', 'support-reasons'] as const;
export const supportReasonsQuery = () =>
  queryOptions({ queryKey: supportReasonsKey, queryFn: getSupportReasons });
export const useSupportReasons = () => useQuery(supportReasonsQuery());
