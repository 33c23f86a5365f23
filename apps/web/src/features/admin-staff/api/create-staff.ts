import type { AdminStaffCreate, AdminStaffInvite } from '@sextant/contracts/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** POST /v1/admin/staff: a new staff member; answers them and their one-time set-up link. */
export const createStaff = (body: AdminStaffCreate) => http.postJson<AdminStaffInvite>('/admin/staff', body);

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  });
}
