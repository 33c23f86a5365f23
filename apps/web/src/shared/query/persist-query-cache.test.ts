import { webcrypto } from 'node:crypto';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { providersQuery } from '@/shared/api/get-providers';
import type { KeyStore } from '@/shared/storage/key-store';
import { createPersistStorage, storeKey } from '@/shared/storage/persist-storage';
import { createSecureCodec } from '@/shared/storage/secure-codec';
import { mockApi } from '@/test/mock-api';
import { fakeToken } from '@/test/tokens';
import { cacheOwner, createCachePersister, type PersistedCache, snapshot } from './persist-query-cache';

// jsdom has neither IndexedDB nor crypto.subtle: node's WebCrypto and an in-memory key store stand in.
const crypto = webcrypto as unknown as Crypto;
function memoryKeyStore(): KeyStore {
  let key: CryptoKey | undefined;
  return {
    get: async () => key,
    put: async (next) => {
      key = next;
    },
  };
}

const KEY = 'query-cache';
const storedText = () =>
  sessionStorage.getItem(KEY) ?? sessionStorage.getItem(`sextant.${KEY}`) ?? localStorage.getItem(KEY);

const POLICIES = { items: [{ uuid: 'p-1', reference: 'HV-0101-ISA', value: '331082.17' }] };

function setUp(token: { current: string | null }) {
  const storage = createPersistStorage<PersistedCache>(
    'session',
    createSecureCodec({ crypto, keyStore: memoryKeyStore() }),
  );
  const make = () => {
    const client = new QueryClient();
    return {
      client,
      persister: createCachePersister(client, { storage, token: () => token.current, delayMs: 10 }),
    };
  };
  return { storage, make };
}

/** Until the throttled, encrypted write has landed (slow on a busy machine). */
const kept = () => vi.waitFor(() => expect(storedText()).not.toBeNull(), { timeout: 5000 });
/** Long enough for a write that should not happen to have happened. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the query cache in session storage (SPEC §4 Persistence)', () => {
  it('keeps the answers compressed and encrypted, and restores them into a new cache', async () => {
    const token: { current: string | null } = { current: fakeToken({ sub: 'client-1', sid: 's-1' }) };
    const { make } = setUp(token);
    const first = make();
    const stop = first.persister.subscribe();
    first.client.setQueryData(['policies'], POLICIES);
    await kept();
    stop();

    const stored = storedText();
    expect(stored).toMatch(/^e2:/);
    expect(stored).not.toContain('HV-0101-ISA');
    expect(atob(stored!.slice(3))).not.toContain('HV-0101');
    // One entry, and no copy anywhere else (other stores' entries may land from tests before this one in
    // the worker: the check is on what this cache wrote and on every value).
    expect(Object.keys(sessionStorage).filter((key) => key.endsWith(KEY))).toEqual([storeKey(KEY)]);
    for (const area of [sessionStorage, localStorage])
      for (const key of Object.keys(area)) expect(area.getItem(key)).not.toContain('HV-0101');
    expect(localStorage.getItem(KEY) ?? localStorage.getItem(storeKey(KEY))).toBeNull();

    const next = make();
    expect(await next.persister.restore()).toBe(true);
    expect(next.client.getQueryData(['policies'])).toEqual(POLICIES);
    // Drawn now, refetched once a screen uses it.
    expect(next.client.getQueryState(['policies'])?.isInvalidated).toBe(true);
    expect(next.client.getQueryState(['policies'])?.fetchStatus).toBe('idle');
    // Restored answers keep the time they were fetched: they refetch when stale, and the offline banner
    // tells that time.
    expect(next.client.getQueryState(['policies'])?.dataUpdatedAt).toBe(
      first.client.getQueryState(['policies'])?.dataUpdatedAt,
    );
  });

  it('a reload keeps the provider list, cached for the session (SPEC §3): no GET /provider again', async () => {
    const provider = { uuid: '00000000-0000-4000-8000-0000000000a1', name: 'Aviva' };
    const api = mockApi({ 'GET /provider': [200, { items: [provider] }] });
    const token: { current: string | null } = { current: fakeToken({ sub: 'client-1', sid: 's-1' }) };
    const { storage, make } = setUp(token);
    const first = make();
    const stop = first.persister.subscribe();
    await first.client.fetchQuery(providersQuery());
    first.client.setQueryData(['policies'], POLICIES);
    await vi.waitFor(
      async () => expect((await storage.getItem(storeKey(KEY)))?.state.cache.queries).toHaveLength(2),
      {
        timeout: 5000,
      },
    );
    stop();
    expect(api.callsTo('GET /provider')).toHaveLength(1);

    // The reload: the kept answers come back, then the screens using them mount.
    const next = make();
    await next.persister.restore();
    const policiesFetch = vi.fn(async () => POLICIES);
    const screens = [
      new QueryObserver(next.client, providersQuery()),
      new QueryObserver(next.client, { queryKey: ['policies'], queryFn: policiesFetch }),
    ];
    const unsubscribe = screens.map((observer) => observer.subscribe(() => {}));
    await settle();
    expect(api.callsTo('GET /provider')).toHaveLength(1);
    expect(screens[0]!.getCurrentResult()).toMatchObject({ data: [provider], isStale: false });
    // Positive control: another kept answer is drawn and asked for again, as a reload always did.
    expect(policiesFetch).toHaveBeenCalledTimes(1);
    for (const stopObserving of unsubscribe) stopObserving();
  });

  it('gives another session nothing, and drops what it finds', async () => {
    const token: { current: string | null } = { current: fakeToken({ sub: 'client-1', sid: 's-1' }) };
    const { make } = setUp(token);
    const first = make();
    first.persister.subscribe();
    first.client.setQueryData(['policies'], POLICIES);
    await kept();

    token.current = fakeToken({ sub: 'client-2', sid: 's-9' });
    const other = make();
    expect(await other.persister.restore()).toBe(false);
    expect(other.client.getQueryData(['policies'])).toBeUndefined();
    expect(storedText()).toBeNull();
  });

  it('logout forgets it, even with a write on its way', async () => {
    const token: { current: string | null } = { current: fakeToken({ sub: 'client-1', sid: 's-1' }) };
    const { make } = setUp(token);
    const { client, persister } = make();
    persister.subscribe();
    client.setQueryData(['policies'], POLICIES);
    await kept();

    client.setQueryData(['notifications'], { items: [] });
    persister.clear();
    token.current = null;
    client.clear();
    await settle();
    expect(storedText()).toBeNull();
    expect(await make().persister.restore()).toBe(false);
  });

  it('keeps nothing for staff: the back office stays in memory', async () => {
    expect(cacheOwner(fakeToken({ role: 'admin' }))).toBeNull();
    expect(cacheOwner(fakeToken({ role: 'adviser' }))).toBeNull();
    expect(cacheOwner(null)).toBeNull();
    expect(cacheOwner(fakeToken({ sub: 'c', sid: 's' }))).toBe('c:s');

    const token = { current: fakeToken({ role: 'admin' }) };
    const { client, persister } = setUp(token).make();
    persister.subscribe();
    client.setQueryData(['clients'], { items: [{ name: 'Alex Morgan' }] });
    await settle();
    expect(storedText()).toBeNull();
  });

  it('keeps only successful answers, not those made not to be kept, and the largest go first past the cap', () => {
    const client = new QueryClient();
    client.setQueryData(['small'], { a: 1 });
    client.setQueryData(['large'], { text: 'x'.repeat(5000) });
    client.setQueryData(['export'], { all: true });
    client.getQueryCache().find({ queryKey: ['export'] })!.gcTime = 0;
    client.getQueryCache().build(client, { queryKey: ['pending'] });

    expect(
      snapshot(client)
        .queries.map((q) => q.queryKey)
        .sort(),
    ).toEqual([['large'], ['small']]);
    expect(snapshot(client, 1000).queries.map((q) => q.queryKey)).toEqual([['small']]);
  });
});
