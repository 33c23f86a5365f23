import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { KeyStore } from './key-store';
import { createPersistStorage } from './persist-storage';
import { createSecureCodec } from './secure-codec';

// jsdom has neither IndexedDB nor crypto.subtle: node's WebCrypto and an in-memory key store stand in.
const crypto = webcrypto as unknown as Crypto;

function memoryKeyStore() {
  let key: CryptoKey | undefined;
  const store: KeyStore & { puts: number } = {
    puts: 0,
    get: async () => key,
    put: async (next) => {
      store.puts += 1;
      key = next;
    },
  };
  return store;
}

const SECRET = JSON.stringify({ state: { token: 'eyJhbGciOi.secret-token.sig', vip: true }, version: 1 });

describe('secure codec (SPEC §4 Persistence)', () => {
  it('stores values compressed and AES-GCM encrypted, and reads them back', async () => {
    const codec = createSecureCodec({ crypto, keyStore: memoryKeyStore() });
    const stored = await codec.encode(SECRET);
    expect(stored.startsWith('e2:')).toBe(true);
    expect(stored).not.toContain('secret-token');
    expect(atob(stored.slice(3))).not.toContain('secret-token');
    expect(await codec.decode(stored)).toBe(SECRET);
  });

  it('uses a random IV for every write', async () => {
    const codec = createSecureCodec({ crypto, keyStore: memoryKeyStore() });
    const first = await codec.encode(SECRET);
    const second = await codec.encode(SECRET);
    expect(first).not.toBe(second);
    expect(atob(first.slice(3)).slice(0, 12)).not.toBe(atob(second.slice(3)).slice(0, 12));
  });

  it('creates one non-extractable key on first use and keeps it in the key store', async () => {
    const keyStore = memoryKeyStore();
    const generateKey = vi.spyOn(crypto.subtle, 'generateKey');
    const codec = createSecureCodec({ crypto, keyStore });
    await Promise.all([codec.encode('a'), codec.encode('b'), codec.encode('c')]);
    expect(generateKey).toHaveBeenCalledTimes(1);
    expect(keyStore.puts).toBe(1);
    const key = await keyStore.get();
    expect(key?.extractable).toBe(false);
    expect(key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
    generateKey.mockRestore();

    // A later page load (a new codec) finds the same key and reads what the first one wrote.
    const stored = await codec.encode(SECRET);
    expect(await createSecureCodec({ crypto, keyStore }).decode(stored)).toBe(SECRET);
  });

  it('cannot read values sealed with another key, nor tampered ones', async () => {
    const stored = await createSecureCodec({ crypto, keyStore: memoryKeyStore() }).encode(SECRET);
    const other = createSecureCodec({ crypto, keyStore: memoryKeyStore() });
    await expect(other.decode(stored)).rejects.toThrow();
    const sealed = atob(stored.slice(3));
    const flipped = String.fromCharCode(sealed.charCodeAt(sealed.length - 1) ^ 1);
    const tampered = `e2:${btoa(`${sealed.slice(0, -1)}${flipped}`)}`;
    await expect(
      createSecureCodec({ crypto, keyStore: memoryKeyStore() }).decode(tampered),
    ).rejects.toThrow();
  });

  it('without WebCrypto or IndexedDB: compressed only', async () => {
    for (const codec of [
      createSecureCodec({ crypto: undefined, keyStore: memoryKeyStore() }),
      createSecureCodec({ crypto, keyStore: undefined }),
    ]) {
      const stored = await codec.encode(SECRET);
      expect(stored.startsWith('c2:')).toBe(true);
      expect(stored).not.toContain('secret-token');
      expect(await codec.decode(stored)).toBe(SECRET);
    }
  });

  it('falls back to compressed only when the key cannot be stored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: KeyStore = {
      get: async () => undefined,
      put: async () => Promise.reject(new Error('quota')),
    };
    const codec = createSecureCodec({ crypto, keyStore: broken });
    const stored = await codec.encode(SECRET);
    expect(stored.startsWith('c2:')).toBe(true);
    expect(await codec.decode(stored)).toBe(SECRET);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reads entries written with lz-string before (a deploy signs nobody out), and writes with it where the browser cannot compress', async () => {
    const keyStore = memoryKeyStore();
    const legacy = createSecureCodec({ crypto, keyStore, nativeCompression: false });
    const sealed = await legacy.encode(SECRET);
    expect(sealed.startsWith('e1:')).toBe(true);
    const plain = await createSecureCodec({ crypto: undefined, nativeCompression: false }).encode(SECRET);
    expect(plain.startsWith('c1:')).toBe(true);
    const current = createSecureCodec({ crypto, keyStore });
    expect(await current.decode(sealed)).toBe(SECRET);
    expect(await current.decode(plain)).toBe(SECRET);
  });

  it('compresses: a repetitive cache takes a fraction of its length', async () => {
    const cache = JSON.stringify(
      Array.from({ length: 500 }, (_, i) => ({ date: `2026-01-${i % 28}`, value: '1000.00' })),
    );
    const stored = await createSecureCodec({ crypto, keyStore: memoryKeyStore() }).encode(cache);
    expect(stored.length).toBeLessThan(cache.length / 5);
  });

  it('through the persist storage: an entry it cannot read is dropped, not fatal', async () => {
    const storage = createPersistStorage<{ token: string }>(
      'local',
      createSecureCodec({ crypto, keyStore: memoryKeyStore() }),
    );
    await storage.setItem('auth', { state: { token: 't' }, version: 1 });
    expect(localStorage.getItem('auth')).toMatch(/^e2:/);
    expect(await storage.getItem('auth')).toEqual({ state: { token: 't' }, version: 1 });

    const stranger = createPersistStorage<{ token: string }>(
      'local',
      createSecureCodec({ crypto, keyStore: memoryKeyStore() }),
    );
    expect(await stranger.getItem('auth')).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
  });
});
