import { redirect } from 'react-router';
import { hydrateAuthStore, useAuthStore } from '../features/auth/store';
import { queryClient } from '../shared/query/query-client';

/** '/logout': forget the session and every cached answer, then go home. */
export async function logoutLoader() {
  // Restore first, or a restore finishing later would bring the old session back.
  await hydrateAuthStore();
  // The signed-out state replaces the persisted session.
  useAuthStore.getState().reset();
  queryClient.clear();
  return redirect('/');
}
