import { describe, expect, it } from 'vitest';
import { createPersistStorage, storeKey } from './persist-storage';
import { plainCodec, type StorageCodec } from './storage-codec';

describe('persist storage', () => {
  it('round-trips a value through local or session storage', async () => {
    const local = createPersistStorage<{ a: number }>('local', plainCodec);
    await local.setItem('k', { state: { a: 1 }, version: 1 });
    expect(JSON.parse(localStorage.getItem('k')!)).toEqual({ state: { a: 1 }, version: 1 });
    expect(sessionStorage.getItem('k')).toBeNull();
    expect(await local.getItem('k')).toEqual({ state: { a: 1 }, version: 1 });

    const session = createPersistStorage<{ a: number }>('session', plainCodec);
    await session.setItem('s', { state: { a: 2 }, version: 1 });
    expect(sessionStorage.getItem('s')).not.toBeNull();
    expect(localStorage.getItem('s')).toBeNull();
    expect(await session.getItem('s')).toEqual({ state: { a: 2 }, version: 1 });
  });

  it('splits a store: the named fields in local storage, the rest in session storage', async () => {
    interface Auth {
      token: string | null;
      vip: boolean;
      mfaToken: string | null;
    }
    const storage = createPersistStorage<Auth>({ local: ['token', 'vip'] }, plainCodec);
    await storage.setItem('auth', { state: { token: 't', vip: true, mfaToken: 'm' }, version: 3 });
    expect(JSON.parse(localStorage.getItem('auth')!)).toEqual({
      state: { token: 't', vip: true },
      version: 3,
    });
    expect(JSON.parse(sessionStorage.getItem('auth')!)).toEqual({ state: { mfaToken: 'm' }, version: 3 });
    expect(await storage.getItem('auth')).toEqual({
      state: { token: 't', vip: true, mfaToken: 'm' },
      version: 3,
    });

    // A new tab has the local part only.
    sessionStorage.clear();
    expect(await storage.getItem('auth')).toEqual({ state: { token: 't', vip: true }, version: 3 });

    storage.removeItem('auth');
    expect(localStorage.getItem('auth')).toBeNull();
    expect(await storage.getItem('auth')).toBeNull();
  });

  it('passes values through the codec and drops entries it cannot read', async () => {
    const codec: StorageCodec = {
      encode: async (plain) => `x:${plain}`,
      decode: async (stored) => (stored.startsWith('x:') ? stored.slice(2) : null),
    };
    const storage = createPersistStorage<{ a: number }>('local', codec);
    await storage.setItem('k', { state: { a: 3 } });
    expect(localStorage.getItem('k')).toBe('x:{"state":{"a":3}}');
    expect(await storage.getItem('k')).toEqual({ state: { a: 3 } });

    localStorage.setItem('k', 'garbage');
    expect(await storage.getItem('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('by default stores nothing in plain text (compressed where this browser cannot encrypt)', async () => {
    const storage = createPersistStorage<{ token: string }>('local');
    await storage.setItem('d', { state: { token: 'plain-token-text' }, version: 1 });
    expect(localStorage.getItem('d')).not.toContain('plain-token-text');
    expect(await storage.getItem('d')).toEqual({ state: { token: 'plain-token-text' }, version: 1 });
  });

  it('prefixes store keys except under an automated-test runner', () => {
    expect(storeKey('auth', false)).toBe('sextant.auth');
    expect(storeKey('auth', true)).toBe('auth');
  });
});
