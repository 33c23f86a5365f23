import type { AdminSupportReasonList } from '@sextant/contracts/admin-support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/admin/support-reasons: the shared reasons (read-only) and the firm's own. */
export const getSupportReasons = () => http.get<AdminSupportReasonList>('/admin/support-reasons');

export const supportReasonsKey = ['admin', 'support-reasons'] as const;
export const supportReasonsQuery = () =>
  queryOptions({ queryKey: supportReasonsKey, queryFn: getSupportReasons });
export const useSupportReasons = () => useQuery(supportReasonsQuery());
