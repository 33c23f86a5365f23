import type { StaffRole } from '@sextant/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/**
 * The admin's actions on one staff member: PUT …/role `{ role }`, POST …/deactivate, …/reactivate, and
 * …/invite (a new set-up link, answered with the member).
 */
export type StaffAction =
  | { kind: 'role'; role: StaffRole }
  | { kind: 'deactivate' | 'reactivate' }
  | { kind: 'invite' };

export async function runStaffAction(id: string, action: StaffAction) {
  const params = { path: { id } };
  if (action.kind === 'role')
    return api.PUT('/admin/staff/{id}/role', { params, body: { role: action.role } });
  return api.POST(`/admin/staff/{id}/${action.kind}`, { params });
}

export function useStaffAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StaffAction }) => runStaffAction(id, action),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  });
}
