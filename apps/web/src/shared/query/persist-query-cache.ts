import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistStorage } from 'zustand/middleware';
import { currentSession } from '@/shared/http/client';
import { decodeToken, isStaffToken } from '@/shared/http/jwt';
import { createPersistStorage, storeKey } from '@/shared/storage/persist-storage';

/**
 * A query's `meta` for an answer kept for the whole session (SPEC §3: the provider list is cached for the
 * session): a reload restores it as it is, fresh, where every other answer is drawn and then asked again.
 * Kept in the dehydrated query, so the restore can tell before any screen has used it.
 */
export const KEPT_FOR_SESSION = { keptForSession: true } as const;

const keptForSession = (query: { meta?: Record<string, unknown> | undefined }) =>
  query.meta?.keptForSession === true;

/** What is kept: the cache's answers, whose session they belong to, and when they were saved. */
export interface PersistedCache {
  owner: string;
  savedAt: number;
  cache: DehydratedState;
}

/** At most one write a second: a screen's queries settle in bursts. */
export const WRITE_DELAY_MS = 1000;
/**
 * Answers larger than this (characters of JSON, before compression) are not kept, largest first: session
 * storage holds about 5 MB an origin, and the auth and firm stores need their room.
 */
export const MAX_PLAIN_CHARS = 2_000_000;
const VERSION = 1;

/**
 * The session the cache belongs to: a client's, named by the token's subject and session id. None for
 * staff: the back office holds many clients' data, which stays in memory only (ADR 0011).
 */
export function cacheOwner(token: string | null): string | null {
  if (!token || isStaffToken(token)) return null;
  const claims = decodeToken(token);
  return typeof claims?.sub === 'string' && typeof claims.sid === 'string'
    ? `${claims.sub}:${claims.sid}`
    : null;
}

const jsonSize = (value: unknown) => JSON.stringify(value).length;

/** The successful answers worth keeping, the largest dropped until the rest fits. */
export function snapshot(client: QueryClient, maxChars = MAX_PLAIN_CHARS): DehydratedState {
  const state = dehydrate(client, {
    // Queries made not to be kept (gcTime 0: invites, exports) and files stay out.
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && query.gcTime !== 0 && !(query.state.data instanceof Blob),
  });
  const sized = state.queries.map((query) => ({ query, size: jsonSize(query) }));
  let total = sized.reduce((sum, { size }) => sum + size, 0);
  sized.sort((a, b) => a.size - b.size);
  while (total > maxChars && sized.length > 0) total -= sized.pop()!.size;
  return { mutations: [], queries: sized.map(({ query }) => query) };
}

export interface CachePersister {
  /** Puts the kept answers of this session back into the cache; true when there were any. */
  restore(): Promise<boolean>;
  /** Keeps the cache from now on, throttled; returns the unsubscribe. */
  subscribe(): () => void;
  /** Logout: forgets what was kept (a pending write is dropped). */
  clear(): void;
}

/**
 * SPEC §4 Persistence, "other data in session storage": the query cache (policies, valuations,
 * notifications, messages, insights, documents...) kept in session storage, compressed and encrypted like
 * every store, so a reload or an offline start draws the last figures before any refetch.
 */
export function createCachePersister(
  client: QueryClient,
  options: {
    storage?: PersistStorage<PersistedCache>;
    token?: () => string | null;
    delayMs?: number;
    now?: () => number;
  } = {},
): CachePersister {
  const storage = options.storage ?? createPersistStorage<PersistedCache>('session');
  const token = options.token ?? (() => currentSession().token());
  const delayMs = options.delayMs ?? WRITE_DELAY_MS;
  const now = options.now ?? Date.now;
  const key = storeKey('query-cache');
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Writes run one after another, so an older snapshot never lands after a newer one.
  let writing: Promise<void> = Promise.resolve();
  let generation = 0;

  const write = () => {
    timer = undefined;
    const owner = cacheOwner(token());
    const at = generation;
    writing = writing.then(async () => {
      if (at !== generation) return;
      if (!owner) {
        await storage.removeItem(key);
        return;
      }
      await storage.setItem(key, {
        state: { owner, savedAt: now(), cache: snapshot(client) },
        version: VERSION,
      });
      // A logout while this write was encoding: it must not outlive the session.
      if (at !== generation) await storage.removeItem(key);
    });
  };

  return {
    async restore() {
      const owner = cacheOwner(token());
      const stored = await storage.getItem(key);
      if (!stored) return false;
      if (!owner || stored.version !== VERSION || stored.state.owner !== owner) {
        // Another session's answers (another user signed in in this browser) are never shown.
        await storage.removeItem(key);
        return false;
      }
      hydrate(client, stored.state.cache);
      // Shown at once, and each fetched again in the background when its screen mounts, as a reload always
      // did: a fresh cache setting must not make a reload keep old figures. An answer kept for the session
      // (the provider list) stays fresh: asking again is what SPEC §3's "cached for the session" rules out.
      void client.invalidateQueries({ refetchType: 'none', predicate: (query) => !keptForSession(query) });
      return stored.state.cache.queries.length > 0;
    },
    subscribe() {
      const unsubscribe = client.getQueryCache().subscribe((event) => {
        if (event.type === 'observerAdded' || event.type === 'observerRemoved') return;
        timer ??= setTimeout(write, delayMs);
      });
      return () => {
        unsubscribe();
        clearTimeout(timer);
        timer = undefined;
      };
    },
    clear() {
      generation += 1;
      clearTimeout(timer);
      timer = undefined;
      void storage.removeItem(key);
    },
  };
}
