import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

const key = (id: string) => ['admin', 'clients', 'watchers', id] as const;

/** Who watches the client besides their adviser, and whether the signed-in staff member does. */
export const useClientWatchers = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: key(id),
      queryFn: () => api.GET('/admin/clients/{id}/watchers', { params: { path: { id } } }),
    }),
  );

/** Watch the client (be emailed when they write), or stop. */
export function useWatchClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watching: boolean) =>
      api.PUT('/admin/clients/{id}/watchers/me', { params: { path: { id } }, body: { watching } }),
    onSuccess: (watchers) => queryClient.setQueryData(key(id), watchers),
  });
}
