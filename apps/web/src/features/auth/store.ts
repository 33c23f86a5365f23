import type { Terms } from '@sextant/contracts/auth';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { setSessionSource } from '@/shared/http/client';
import { isStaffToken, tokenExpired, vipOf } from '@/shared/http/jwt';
import { registerSessionStore } from '@/shared/session/session-stores';
import { createPersistStorage, storeKey } from '@/shared/storage/persist-storage';

/** SPEC §3 auth state. */
export interface AuthSnapshot {
  /** True once every sign-in step is done. */
  isLoggedIn: boolean;
  /** The session JWT of a signed-in user; null when signed out. */
  token: string | null;
  /** From the token's vip claim: switches the logo and the welcome wording. */
  vip: boolean;
  /** The token of a sign-in in progress (after the password, before the second factor and the terms). */
  mfaToken: string | null;
  /** The invite or reset code of the create-password step. */
  resetCode: string | null;
  /** The text of the terms shown on the terms step. */
  termsText: string | null;
  /** The latest terms (GET /terms). */
  latestTerms: Terms | null;
  /** The terms as the user's record has them (GET /user/terms). */
  acceptedTerms: { text: string } | null;
  /** Set locally when the user accepts the terms. */
  termsAccepted: boolean;
}

export interface AuthState extends AuthSnapshot {
  /** The password step answered a token: the sign-in goes on with it. */
  setMfaToken(token: string): void;
  setResetCode(code: string | null): void;
  setTerms(terms: Partial<Pick<AuthSnapshot, 'termsText' | 'latestTerms' | 'acceptedTerms'>>): void;
  setTermsAccepted(accepted: boolean): void;
  /** Every step done: the token becomes the session's. */
  logIn(token: string): void;
  /** Back to signed out (logout). */
  reset(): void;
}

export const signedOut: AuthSnapshot = {
  isLoggedIn: false,
  token: null,
  vip: false,
  mfaToken: null,
  resetCode: null,
  termsText: null,
  latestTerms: null,
  acceptedTerms: null,
  termsAccepted: false,
};

/** SPEC §4 Persistence: the token and vip flag in local storage, the rest of a sign-in in session storage. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      setMfaToken: (mfaToken) => set({ mfaToken, vip: vipOf(mfaToken) }),
      setResetCode: (resetCode) => set({ resetCode }),
      setTerms: (terms) => set(terms),
      setTermsAccepted: (termsAccepted) => set({ termsAccepted }),
      logIn: (token) => set({ isLoggedIn: true, token, vip: vipOf(token), mfaToken: null }),
      reset: () => set(signedOut),
    }),
    {
      name: storeKey('auth'),
      version: 1,
      storage: createPersistStorage<AuthSnapshot>({ local: ['isLoggedIn', 'token', 'vip', 'termsAccepted'] }),
      partialize: (state) =>
        Object.fromEntries(
          Object.keys(signedOut).map((key) => [key, state[key as keyof AuthSnapshot]]),
        ) as unknown as AuthSnapshot,
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

/** Signed in with a token that has not expired (the login guard's test). */
export function isSignedIn(): boolean {
  const { isLoggedIn, token } = useAuthStore.getState();
  return isLoggedIn && token !== null && !tokenExpired(token);
}

/** The signed-in user is the firm's staff (the back office), not a client. */
export function isStaff(): boolean {
  const { token } = useAuthStore.getState();
  return token !== null && isStaffToken(token);
}

/** A client is signed in: their screens' calls may go out (staff's are refused, and the back office has its own). */
export function isSignedInClient(): boolean {
  return isSignedIn() && !isStaff();
}

/** A session is remembered, but its token has expired. */
export function hasExpiredSession(): boolean {
  const { token } = useAuthStore.getState();
  return token !== null && tokenExpired(token);
}

// The HTTP client sends the signed-in session's token as the bearer token.
setSessionSource({
  token: () => useAuthStore.getState().token,
  signedIn: () => useAuthStore.getState().isLoggedIn,
});

registerSessionStore('auth', {
  reset: () => useAuthStore.getState().reset(),
  hydrate: hydrateAuthStore,
});
