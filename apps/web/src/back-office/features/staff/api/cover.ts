import type { AdminCoverCreate } from '@sextant/contracts/admin-cover';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

const coverKey = ['admin', 'cover'] as const;

/** The covers running today and to come (admins only), soonest first. */
export const coversQuery = () =>
  queryOptions({ queryKey: coverKey, queryFn: () => api.GET('/admin/cover'), staleTime: 0 });

export const useCovers = () => useQuery(coversQuery());

/**
 * The firm's staff not deactivated, by name: who can be away and who can cover (one not signed in yet too;
 * `GET /admin/staff` is admins').
 */
export const useActiveStaff = () =>
  useQuery({
    queryKey: ['admin', 'staff', 'for-cover'] as const,
    queryFn: () => api.GET('/admin/staff', { params: { query: { sort: 'name', per_page: 100 } } }),
    select: (page) => page.items.filter((member) => member.status !== 'inactive'),
  });

/** Arranges cover; the list and everyone's queues follow from its first day. */
export function useCreateCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCoverCreate) => api.POST('/admin/cover', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: coverKey }),
  });
}

/** Ends a cover now: the adviser's clients and threads are theirs again at once. */
export function useCancelCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.POST('/admin/cover/{id}/cancel', { params: { path: { id } } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: coverKey }),
  });
}
