import type { StaffRole } from '@sextant/contracts/admin';
import type { AdminStaffInvite, AdminStaffMember } from '@sextant/contracts/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/**
 * The admin's actions on one staff member: PUT …/role `{ role }`, POST …/deactivate, …/reactivate, and
 * …/invite (a new set-up link, answered with the member).
 */
export type StaffAction =
  | { kind: 'role'; role: StaffRole }
  | { kind: 'deactivate' | 'reactivate' }
  | { kind: 'invite' };

export async function runStaffAction(
  id: string,
  action: StaffAction,
): Promise<AdminStaffMember | AdminStaffInvite> {
  const base = `/admin/staff/${encodeURIComponent(id)}`;
  if (action.kind === 'role')
    return http.put<AdminStaffMember>(`${base}/role`, { json: { role: action.role } });
  if (action.kind === 'invite') return http.postJson<AdminStaffInvite>(`${base}/invite`, {});
  return http.postJson<AdminStaffMember>(`${base}/${action.kind}`, {});
}

export function useStaffAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StaffAction }) => runStaffAction(id, action),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  });
}
