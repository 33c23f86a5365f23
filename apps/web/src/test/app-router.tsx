import { act, render } from '@testing-library/react';
import { createMemoryRouter, type DataRouter, RouterProvider } from 'react-router';
import { routerReady } from '@/app/router';
import { patchRoutes, routes } from '@/app/routes';

/** The app's real routes in memory, mounted the way main.tsx does: once the router is ready. */
export async function renderApp(initialEntries: string[], initialIndex?: number) {
  const router = createMemoryRouter(routes, {
    initialEntries,
    patchRoutesOnNavigation: patchRoutes,
    ...(initialIndex === undefined ? {} : { initialIndex }),
  });
  await routerReady(router);
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** Navigates and waits for the navigation (lazy modules, loaders) to settle. */
export async function navigate(router: DataRouter, to: string) {
  await act(() => router.navigate(to));
}
