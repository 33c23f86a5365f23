import { redirect } from 'react-router';
import { logout } from '@/features/auth/api/logout';
import { useAuthStore } from '@/features/auth/store';
import { tokenExpired } from '@/shared/http/jwt';
import { resetSessionStores } from '@/shared/session/session-stores';
import { hydrateStores } from './stores';

/**
 * '/logout' (SPEC §4): every store back to signed out (their persisted copies too), the session revoked on
 * the server when it can be (best effort: signing out never waits on, or fails with, the network), then
 * the login form.
 */
export async function loader() {
  // Restore first, or a restore finishing later would bring the old session back.
  await hydrateStores();
  const { token } = useAuthStore.getState();
  resetSessionStores();
  if (token && !tokenExpired(token)) {
    await logout(token).catch((error: unknown) => {
      console.warn('Sextant: the session could not be ended on the server.', error);
    });
  }
  return redirect('/login/form');
}
