import { QueryCache, QueryClient } from '@tanstack/react-query';
import { type ApiData, api } from '@/shared/http/api';
import { onReconnect } from '@/shared/http/connection';
import { logFetchFailure } from '@/shared/monitoring/report-error';
import { registerSessionStore } from '@/shared/session/session-stores';
import { type CachePersister, createCachePersister } from './persist-query-cache';

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Until the server's cache setting answers. */
export const DEFAULT_STALE_TIME = 30_000;

/** One client for the whole app; route loaders (ensureQueryData) and components share its cache. */
export const queryClient = new QueryClient({
  // Every screen's failed fetch is logged here once, rather than by each screen.
  queryCache: new QueryCache({ onError: (error, query) => logFetchFailure(error, query.queryKey) }),
  defaultOptions: {
    queries: {
      staleTime: DEFAULT_STALE_TIME,
      // Answers of screens left a while ago stay (and stay persisted) for the session's idle time, so an
      // offline client can still open them (SPEC §4 keeps them in session storage).
      gcTime: 30 * 60_000,
      // Client errors (401, 404, 422...) do not get better by asking again.
      retry: (failureCount, error) => {
        const status = statusOf(error);
        return failureCount < 2 && (status === undefined || status >= 500);
      },
    },
    mutations: { retry: false },
  },
});

/** The server's cache setting as TanStack Query's staleTime: how long an answer is served before a refetch. */
export function staleTimeOf(setting: ApiData<'/system/cache', 'get'>): number {
  return setting.enabled ? setting.max_age_seconds * 1000 : 0;
}

/** SPEC §4 Startup: the cache setting is part of what a session loads. */
export async function loadCacheSetting(): Promise<void> {
  const setting = await api.GET('/system/cache');
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, staleTime: staleTimeOf(setting) },
  });
}

// Back online: every figure on screen may be old (TanStack Query itself only resumes the paused calls).
onReconnect(() => void queryClient.invalidateQueries());

let persister: CachePersister | undefined;
let restoring: Promise<void> | undefined;

/**
 * Start-up step (d) for the cache, once the stores are restored: a client's answers kept in this tab's
 * session storage come back before the first screen renders (then refetch when stale), and the cache is
 * kept from now on.
 */
export function restoreQueryCache(storesRestored: Promise<void>): Promise<void> {
  restoring ??= (async () => {
    persister = createCachePersister(queryClient);
    persister.subscribe();
    await storesRestored;
    await persister.restore().catch((error: unknown) => {
      console.warn('Sextant: the saved answers could not be restored.', error);
    });
  })();
  return restoring;
}

/** Settles once the kept answers are back (at once where the app restores none, as in a unit test). */
export function queryCacheRestored(): Promise<void> {
  return restoring ?? Promise.resolve();
}

// The cached answers hold the session's data of due diligence, insights, notifications, policies and providers.
registerSessionStore('query cache', {
  reset: () => {
    persister?.clear();
    queryClient.clear();
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, staleTime: DEFAULT_STALE_TIME },
    });
  },
  load: loadCacheSetting,
});
