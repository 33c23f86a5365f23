import { describe, expect, it } from 'vitest';
import { expiredToken, fakeToken } from '@/test/tokens';
import { isSignedInClient, useAuthStore } from './store';

describe('isSignedInClient (whose calls a screen may start)', () => {
  it('is true for a client signed in with a live token', () => {
    useAuthStore.getState().logIn(fakeToken());
    expect(isSignedInClient()).toBe(true);
  });

  it('is false signed out, on an expired session, and for staff', () => {
    expect(isSignedInClient()).toBe(false);
    useAuthStore.getState().logIn(expiredToken());
    expect(isSignedInClient()).toBe(false);
    useAuthStore.getState().logIn(fakeToken({ role: 'admin' }));
    expect(isSignedInClient()).toBe(false);
    useAuthStore.getState().logIn(fakeToken({ role: 'adviser' }));
    expect(isSignedInClient()).toBe(false);
  });
});
