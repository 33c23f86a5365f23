import type { AdminThread } from '@sextant/contracts/admin-messages';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { INBOX_KEY } from './get-inbox';
import { threadKey } from './get-thread';

/** The firm's active advisers and admins. */
export const assigneesQuery = () =>
  queryOptions({
    queryKey: [...INBOX_KEY, 'assignees'] as const,
    queryFn: () => api.GET('/admin/messages/assignees'),
  });

/** Assigns the thread: a staff member's id, or null for nobody. */
export const setAssignee = (id: string, staffId: string | null) =>
  api.PUT('/admin/messages/{id}/assignee', { params: { path: { id } }, body: { staff_id: staffId } });

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
