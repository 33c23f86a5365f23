import { type LoaderFunctionArgs, redirect } from 'react-router';
import { hasExpiredSession, isSignedIn, isStaff } from '@/features/auth/store';
import { appPath } from '@/shared/routing/app-path';
import { resetSessionStores } from '@/shared/session/session-stores';
import { hydrateStores } from './stores';

/** '/login' keeping the wanted path, so sign-in can return there. */
export function loginPath(wanted?: string): string {
  return wanted && wanted !== '/' ? appPath.login({ search: { redirect: wanted } }) : appPath.login();
}

/**
 * Loader of every route that needs login: waits for the restored state, then checks that the user is
 * signed in with a token that has not expired. An expired session's data is not kept.
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

async function signedInOrLogin({ request }: LoaderFunctionArgs) {
  await hydrateStores();
  if (isSignedIn()) return null;
  if (hasExpiredSession()) resetSessionStores();
  const url = new URL(request.url);
  return redirect(loginPath(url.pathname + url.search));
}

/** '/login' is the form's address without the step: go to '/login/form', keeping the query. */
export function toLoginForm({ request }: LoaderFunctionArgs) {
  return redirect(appPath.loginForm() + new URL(request.url).search);
}

/** '/tabs' opens on the policies. */
export function toPolicies() {
  return redirect(appPath.policies());
}

/** '/admin' opens on the clients. */
export function toAdminClients() {
  return redirect(appPath.adminClients());
}
