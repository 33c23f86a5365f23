import { createBrowserRouter, type DataRouter } from 'react-router';
import { patchRoutes, routes } from './routes';

/** Start-up step (b). Creating the router starts matching the current URL (lazy modules, loaders). */
export function createAppRouter(): DataRouter {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: patchRoutes });
}

/** Start-up step (e): resolves once the first navigation (lazy modules, loaders, redirects) has settled. */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}
