import { type LoaderFunctionArgs, redirect } from 'react-router';
import { hasExpiredSession, isSignedIn, isStaff } from '@/features/auth/store';
import { appPath } from '@/shared/routing/app-path';
import { hydrateStores } from './stores';

/**
 * Loader of every route that needs login: waits for the restored state, then checks that the user is
 * signed in with a token that has not expired. SPEC §2 sends a signed-out visitor to /login, and SPEC §4
 * an expired session to /logout, which clears its data; sign-in always goes on to /welcome, so no
 * "return to" address is carried.
 */
export async function requireAuth(args: LoaderFunctionArgs) {
  const toLogin = await signedInOrLogin(args);
  if (toLogin) return toLogin;
  // Staff sessions never reach the client's screens (the server refuses their calls too).
  return isStaff() ? redirect(appPath.admin()) : null;
}

/** Loader of the back office (/admin): signed in as the firm's staff; a client goes to their own screens. */
export async function requireStaffAuth(args: LoaderFunctionArgs) {
  const toLogin = await signedInOrLogin(args);
  if (toLogin) return toLogin;
  return isStaff() ? null : redirect(appPath.policies());
}

async function signedInOrLogin(_args: LoaderFunctionArgs) {
  await hydrateStores();
  if (isSignedIn()) return null;
  return redirect(hasExpiredSession() ? appPath.logout() : appPath.login());
}

/** '/login' is the form's address without the step: go to '/login/form', keeping the query. */
export function toLoginForm({ request }: LoaderFunctionArgs) {
  return redirect(appPath.loginForm() + new URL(request.url).search);
}

/** '/tabs' opens on the policies. */
export function toPolicies() {
  return redirect(appPath.policies());
}

/** '/admin' opens on My work: what waits on the signed-in staff member. */
export function toAdminWork() {
  return redirect(appPath.adminWork());
}
