import { describe, expect, it } from 'vitest';
import { createPersistStorage, type StorageCodec, storeKey } from './persist-storage';

describe('persist storage', () => {
  it('round-trips a value through local or session storage', async () => {
    const local = createPersistStorage<{ a: number }>('local');
    await local.setItem('k', { state: { a: 1 }, version: 1 });
    expect(JSON.parse(localStorage.getItem('k')!)).toEqual({ state: { a: 1 }, version: 1 });
    expect(await local.getItem('k')).toEqual({ state: { a: 1 }, version: 1 });

    const session = createPersistStorage<{ a: number }>('session');
    await session.setItem('k', { state: { a: 2 }, version: 1 });
    expect(sessionStorage.getItem('k')).not.toBeNull();
    expect(await session.getItem('k')).toEqual({ state: { a: 2 }, version: 1 });
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

  it('prefixes store keys except under an automated-test runner', () => {
    expect(storeKey('auth', false)).toBe('sextant.auth');
    expect(storeKey('auth', true)).toBe('auth');
  });
});
