import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from './screen-route';

// The session's restore is held open by the test, to see what the loader does meanwhile; who is signed in
// is set by each test.
const session = vi.hoisted(() => ({
  stores: Promise.resolve(),
  cache: Promise.resolve(),
  signedIn: true,
  staff: false,
}));
vi.mock('./stores', () => ({ hydrateStores: () => session.stores }));
vi.mock('@/shared/query/query-client', () => ({ queryCacheRestored: () => session.cache }));
vi.mock('@/features/auth/store', () => ({ isSignedInClient: () => session.signedIn && !session.staff }));

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

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('screen() (a lazy route module)', () => {
  afterEach(() => {
    Object.assign(session, {
      stores: Promise.resolve(),
      cache: Promise.resolve(),
      signedIn: true,
      staff: false,
    });
  });

  it.each([
    // Without the token, every call would be refused before it is sent.
    ['the token', 'stores'],
    // Without the kept answers, it would ask again for what session storage is about to give back.
    ['the answers kept in session storage', 'cache'],
  ] as const)("starts a module's calls only once %s is back", async (_what, restore) => {
    const held = deferred();
    session[restore] = held.promise;
    const startLoading = vi.fn();
    const loaded = (await loaderOf({ startLoading }))!();
    await settle();
    expect(startLoading).not.toHaveBeenCalled();
    held.resolve();
    await expect(loaded).resolves.toBeNull();
    expect(startLoading).toHaveBeenCalledTimes(1);
  });

  it('starts nothing for a visitor who is signed out, whose session expired, or who is staff', async () => {
    const startLoading = vi.fn();
    const loader = (await loaderOf({ startLoading }))!;
    session.signedIn = false; // signed out, or expired: the guard sends them to /login or /logout
    await expect(loader()).resolves.toBeNull();
    Object.assign(session, { signedIn: true, staff: true }); // the guard sends staff to the back office
    await expect(loader()).resolves.toBeNull();
    expect(startLoading).not.toHaveBeenCalled();
  });

  it('gives a module without startLoading no loader', async () => {
    expect(await loaderOf({})).toBeUndefined();
  });
});
