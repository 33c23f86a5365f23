import type { AdminAssigneeList, AdminAssignment, AdminThread } from '@sextant/contracts/admin-messages';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { INBOX_KEY } from './get-inbox';
import { threadKey } from './get-thread';

/** GET /v1/admin/messages/assignees: the firm's active advisers and admins. */
export const assigneesQuery = () =>
  queryOptions({
    queryKey: [...INBOX_KEY, 'assignees'] as const,
    queryFn: () => http.get<AdminAssigneeList>('/admin/messages/assignees'),
  });

/** PUT /v1/admin/messages/{id}/assignee: a staff member's id, or null for nobody. */
export const setAssignee = (id: string, staffId: string | null) =>
  http.put<AdminAssignment>(`/admin/messages/${encodeURIComponent(id)}/assignee`, {
    json: { staff_id: staffId },
  });

export function useSetAssignee(id: string) {
  return useMutation({
    mutationFn: (staffId: string | null) => setAssignee(id, staffId),
    onSuccess: ({ assignee }) => {
      queryClient.setQueryData<AdminThread>(threadKey(id), (thread) =>
        thread ? { ...thread, assignee } : thread,
      );
      void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'inbox'] });
    },
  });
}
