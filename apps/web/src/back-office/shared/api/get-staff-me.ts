import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The signed-in staff member and their firm (the back office's header, role checks). */
export const staffMeQuery = () =>
  queryOptions({
    queryKey: ['admin', 'me'] as const,
    queryFn: () => api.GET('/admin/me'),
    staleTime: 5 * 60 * 1000,
  });

export const useStaffMe = () => useQuery(staffMeQuery());
