/**
 * The stores that make up a signed-in session, each registered by the feature that owns it, so that
 * shared code and the app can restore, load and reset them all without importing any feature.
 * SPEC §4: Logout resets every store (due diligence, firm, insights, notifications, policies, providers,
 * user, auth); a sign-in (or a stored token at start-up) loads the cache setting, the user and the firm.
 */
export interface SessionStore {
  /** Back to the signed-out state; persisted copies follow. */
  reset(): void;
  /** Restores the persisted state (start-up). */
  hydrate?(): Promise<void>;
  /** Loads what a signed-in session starts with. */
  load?(): Promise<unknown>;
}

const stores = new Map<string, SessionStore>();

/** Registers a store under its name; answers a function that takes it out again. */
export function registerSessionStore(name: string, store: SessionStore): () => void {
  stores.set(name, store);
  return () => {
    if (stores.get(name) === store) stores.delete(name);
  };
}

export function sessionStoreNames(): string[] {
  return [...stores.keys()];
}

let hydration: Promise<void> | undefined;

/** Start-up: restores every registered store's persisted state, once; every caller awaits the same. */
export function hydrateSessionStores(): Promise<void> {
  hydration ??= Promise.all([...stores.values()].map((store) => store.hydrate?.())).then(() => undefined);
  return hydration;
}

let loading: Promise<void> | undefined;

/**
 * Loads the session's data (each registered load; failures are logged, never shown: SPEC §8). Calls made
 * while a load runs, or after it finished, share it until the next reset.
 */
export function loadSessionData(): Promise<void> {
  loading ??= Promise.allSettled(
    [...stores.entries()].map(async ([name, store]) => {
      try {
        await store.load?.();
      } catch (error) {
        console.warn(`Sextant: could not load the ${name} data.`, error);
        throw error;
      }
    }),
  ).then(() => undefined);
  return loading;
}

/** Logout: every store back to signed out. */
export function resetSessionStores(): void {
  loading = undefined;
  for (const store of stores.values()) store.reset();
}
