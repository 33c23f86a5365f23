import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createPersistStorage, storeKey } from '../../shared/storage/persist-storage';

/** The firm record (SPEC §3), as the API returns it. */
export interface Firm {
  name: string;
  logo: string | null;
  bio: string | null;
  fca_number: string | null;
  fca_registered_date: string | null;
}

export interface AuthSnapshot {
  /** The session JWT; null when signed out. */
  token: string | null;
  /** From the token's vip claim: switches the logo and the welcome wording. */
  vip: boolean;
  firm: Firm | null;
}

export interface AuthState extends AuthSnapshot {
  signIn(token: string, vip: boolean): void;
  setFirm(firm: Firm | null): void;
  /** Back to signed out (logout). */
  reset(): void;
}

const signedOut: AuthSnapshot = { token: null, vip: false, firm: null };

/** Auth token, vip flag and firm, persisted in local storage (SPEC §4). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: (token, vip) => set({ token, vip }),
      setFirm: (firm) => set({ firm }),
      reset: () => set(signedOut),
    }),
    {
      name: storeKey('auth'),
      version: 1,
      storage: createPersistStorage<AuthSnapshot>('local'),
      partialize: ({ token, vip, firm }) => ({ token, vip, firm }),
      // Restored explicitly at start-up (and awaited by the guard), never implicitly.
      skipHydration: true,
    },
  ),
);

let hydration: Promise<void> | undefined;

/** Restores the persisted auth state once; every caller awaits the same restore. */
export function hydrateAuthStore(): Promise<void> {
  if (useAuthStore.persist.hasHydrated()) return Promise.resolve();
  hydration ??= Promise.resolve(useAuthStore.persist.rehydrate()).finally(() => {
    hydration = undefined;
  });
  return hydration;
}

export function isSignedIn(): boolean {
  return useAuthStore.getState().token !== null;
}
