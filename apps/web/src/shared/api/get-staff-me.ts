import type { StaffMe } from '@sextant/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/client';

/** GET /v1/admin/me: the signed-in staff member and their firm (the back office's header, role checks). */
export const staffMeQuery = () =>
  queryOptions({
    queryKey: ['admin', 'me'] as const,
    queryFn: () => http.get<StaffMe>('/admin/me'),
    staleTime: 5 * 60 * 1000,
  });

export const useStaffMe = () => useQuery(staffMeQuery());
