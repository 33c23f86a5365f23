import { StrictMode, startTransition } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { isSignedInClient } from '@/features/auth/store';
import { setNavigator } from '@/shared/http/client';
import { restoreQueryCache } from '@/shared/query/query-client';
import { loadSessionData } from '@/shared/session/session-stores';
import { createAppRouter, routerReady } from './router';
import { hydrateStores } from './stores';

/**
 * The single-page app, started after the error reporter (main.tsx), in the order of SPEC §4.
 * Importing this module has no side effects, so the landing page can prefetch it.
 */
export async function startApp(container: HTMLElement, rootOptions: RootOptions): Promise<void> {
  // (b) The router: every screen is a lazy route module; matching the current URL starts now.
  const router = createAppRouter();

  // (c) The persisted stores exist once their modules are loaded (features/auth/store, via ./stores);
  // (d) restore their persisted state, and the query cache's once the token is back.
  await restoreQueryCache(hydrateStores());

  // The HTTP client's logout redirect (SPEC §4 Expiry) navigates inside the app.
  setNavigator((path) => void router.navigate(path));

  // SPEC §4 Startup: a stored token signs the user in again: the HTTP client sends it as the bearer token,
  // and the cache setting, the user and the firm load (failures are logged; the screens do not wait).
  // Staff have no client data: the back office loads its own.
  if (isSignedInClient()) void loadSessionData();

  // (e) Wait until the first navigation has settled (lazy modules loaded, guards and redirects done).
  await routerReady(router);

  // (f) Mount, as a transition: React renders the first screen in slices of a few milliseconds, yielding
  // between them, rather than in one task that blocks a phone's main thread for a quarter of a second.
  const root = createRoot(container, rootOptions);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}
