import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * The seam where persisted state is transformed on its way to and from Web Storage.
 * Today it is the identity; the encrypted (AES-GCM) and compressed (lz-string) codec plugs in here.
 */
export interface StorageCodec {
  encode(plain: string): Promise<string>;
  /** Returns null when the stored text cannot be read back (e.g. a key change): the entry is dropped. */
  decode(stored: string): Promise<string | null>;
}

export const plainCodec: StorageCodec = {
  encode: async (plain) => plain,
  decode: async (stored) => stored,
};

export type StorageArea = 'local' | 'session';

/** Web Storage can throw (disabled cookies, some private modes); then nothing is persisted. */
function webStorage(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A zustand `persist` storage over local or session storage, through a codec. */
export function createPersistStorage<S>(
  area: StorageArea,
  codec: StorageCodec = plainCodec,
): PersistStorage<S> {
  return {
    async getItem(name) {
      const storage = webStorage(area);
      const stored = storage?.getItem(name);
      if (stored == null) return null;
      try {
        const plain = await codec.decode(stored);
        if (plain != null) return JSON.parse(plain) as StorageValue<S>;
      } catch {
        // Unreadable entries are dropped below, so a bad value never blocks start-up.
      }
      storage?.removeItem(name);
      return null;
    },
    async setItem(name, value) {
      const encoded = await codec.encode(JSON.stringify(value));
      try {
        webStorage(area)?.setItem(name, encoded);
      } catch {
        // Quota exceeded or storage disabled: the state lives in memory only.
      }
    },
    removeItem(name) {
      webStorage(area)?.removeItem(name);
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
