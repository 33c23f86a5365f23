import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '@/shared/http/api';

export type StaffProfileBody = ApiBody<'/admin/staff/{id}/profile', 'put'>;

/** What clients see of a staff member as their adviser: job title, phone, booking link and photo. */
export const getStaffProfile = (id: string) =>
  api.GET('/admin/staff/{id}/profile', { params: { path: { id } } });

export const staffProfileKey = (id: string) => ['admin', 'staff-profile', id] as const;

export const staffProfileQuery = (id: string) =>
  queryOptions({ queryKey: staffProfileKey(id), queryFn: () => getStaffProfile(id) });

export const useStaffProfile = (id: string) => useQuery(staffProfileQuery(id));

/** Sets the profile (staff their own; admins anyone's); answers it as saved. */
export const updateStaffProfile = (id: string, body: StaffProfileBody) =>
  api.PUT('/admin/staff/{id}/profile', { params: { path: { id } }, body });

export function useUpdateStaffProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffProfileBody) => updateStaffProfile(id, body),
    onSuccess: (profile) => queryClient.setQueryData(staffProfileKey(id), profile),
  });
}
