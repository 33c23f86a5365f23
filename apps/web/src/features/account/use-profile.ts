import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { clientQuery } from '@/shared/api/get-client';
import { type User, userFromClient, useUserStore } from './store';

/**
 * The signed-in client's profile: the stored user at once (restored from session storage), refreshed
 * from GET /client; the answer is kept in the user store.
 */
export function useProfile(): { user: User | null; loading: boolean; refresh: () => Promise<unknown> } {
  const stored = useUserStore((state) => state.user);
  const setUser = useUserStore((state) => state.setUser);
  const query = useQuery(clientQuery());
  const fresh = useMemo(() => (query.data ? userFromClient(query.data) : null), [query.data]);

  useEffect(() => {
    if (fresh) setUser(fresh);
  }, [fresh, setUser]);

  return {
    user: fresh ?? stored,
    loading: !fresh && !stored && query.isPending && query.fetchStatus !== 'idle',
    refresh: () => query.refetch(),
  };
}
