import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { KEPT_FOR_SESSION } from '@/shared/query/persist-query-cache';

/**
 * The firm's providers (SPEC §3, the list is cached for the session). Shared: the welcome
 * screen preloads it, the Information tab lists it, and due diligence attaches it to panel entries.
 */
export const getProviders = async () => (await api.GET('/provider')).items;

/**
 * Cached for the session: never stale until logout clears the cache (or a pull to refresh asks again), a
 * reload included (the kept answers restore it fresh).
 */
export const providersQuery = () =>
  queryOptions({
    queryKey: ['providers'],
    queryFn: getProviders,
    staleTime: Number.POSITIVE_INFINITY,
    meta: KEPT_FOR_SESSION,
  });
