import { StrictMode } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
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
  // (d) restore their persisted state.
  await hydrateStores();

  // (e) Wait until the first navigation has settled (lazy modules loaded, guards and redirects done).
  await routerReady(router);

  // (f) Mount.
  createRoot(container, rootOptions).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
