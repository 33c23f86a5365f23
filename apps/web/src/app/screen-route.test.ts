import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from './screen-route';

// The session's restore is held open by the test, to see what the loader does meanwhile.
const restore = vi.hoisted(() => ({ stores: Promise.resolve(), cache: Promise.resolve() }));
vi.mock('./stores', () => ({ hydrateStores: () => restore.stores }));
vi.mock('@/shared/query/query-client', () => ({ queryCacheRestored: () => restore.cache }));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

async function loaderOf(module: object) {
  const lazy = screen(
    async () => module,
    () => () => null,
  ) as () => Promise<{ loader?: () => Promise<null> }>;
  return (await lazy()).loader;
}

describe('screen() (a lazy route module)', () => {
  afterEach(() => {
    restore.stores = Promise.resolve();
    restore.cache = Promise.resolve();
  });

  it("starts a module's calls only once the token and the kept answers are back", async () => {
    const stores = deferred();
    const cache = deferred();
    restore.stores = stores.promise;
    restore.cache = cache.promise;
    const startLoading = vi.fn();
    const loader = await loaderOf({ startLoading });

    const loaded = loader!();
    await Promise.resolve();
    expect(startLoading).not.toHaveBeenCalled();
    stores.resolve();
    await stores.promise;
    await Promise.resolve();
    // Without the kept answers, it would ask again for what session storage is about to give back.
    expect(startLoading).not.toHaveBeenCalled();
    cache.resolve();
    await expect(loaded).resolves.toBeNull();
    expect(startLoading).toHaveBeenCalledTimes(1);
  });

  it('gives a module without startLoading no loader', async () => {
    expect(await loaderOf({})).toBeUndefined();
  });
});
