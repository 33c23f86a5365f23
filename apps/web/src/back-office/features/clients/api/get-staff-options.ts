import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/**
 * The firm's active advisers and admins, by name: the adviser picker's choices. The messages' assignee call
 * is the staff list every staff member may read (`GET /admin/staff` is for admins only).
 */
export const staffOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'staff-options'] as const,
    queryFn: () => api.GET('/admin/messages/assignees'),
    staleTime: 5 * 60 * 1000,
  });

export const useStaffOptions = () => useQuery(staffOptionsQuery());
