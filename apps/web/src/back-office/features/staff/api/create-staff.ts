import type { AdminStaffCreate } from '@sextant/contracts/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** A new staff member; answers them and their one-time set-up link. */
export const createStaff = (body: AdminStaffCreate) => api.POST('/admin/staff', { body });

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  });
}
