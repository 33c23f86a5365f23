import { describe, expect, it, vi } from 'vitest';
import {
  loadSessionData,
  registerSessionStore,
  resetSessionStores,
  sessionStoreNames,
} from './session-stores';

describe('session stores', () => {
  it('logout resets every registered store; a load runs each loader once and logs failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = { reset: vi.fn(), load: vi.fn(async () => 'ok') };
    const second = { reset: vi.fn(), load: vi.fn(async () => Promise.reject(new Error('404'))) };
    // A session of its own: signed out first, whatever a test before this one in the worker loaded.
    resetSessionStores();
    const unregister = [registerSessionStore('first', first), registerSessionStore('second', second)];
    expect(sessionStoreNames()).toEqual(expect.arrayContaining(['first', 'second']));

    await expect(Promise.all([loadSessionData(), loadSessionData()])).resolves.toBeDefined();
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Sextant: could not load the second data.', expect.any(Error));

    resetSessionStores();
    expect(first.reset).toHaveBeenCalledTimes(1);
    expect(second.reset).toHaveBeenCalledTimes(1);

    // After a reset, the next session loads afresh.
    await loadSessionData();
    expect(first.load).toHaveBeenCalledTimes(2);
    for (const remove of unregister) remove();
    expect(sessionStoreNames()).not.toContain('first');
    warn.mockRestore();
  });
});
