import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { appPath } from '@/shared/routing/app-path';
import { requireAuth, requireStaffAuth, toAdminWork, toLoginForm, toPolicies } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { bareRoutes, layouts, publicRoutes, signedInRoutes, tabRoutes } from './screen-routes.generated';

/** Every route of SPEC §2: the screens come from the manifest (shared/routing/screens.ts). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      ...bareRoutes,
      { path: appPath.login(), loader: toLoginForm },
      {
        // TanStack Query serves every screen below; the landing page does without it.
        lazy: layouts.query,
        children: [
          ...publicRoutes,
          {
            id: 'signed-in',
            loader: requireAuth,
            // The guard runs on every navigation, so a token that expires while the app is open is caught.
            shouldRevalidate: () => true,
            children: [
              ...signedInRoutes,
              {
                path: appPath.tabs(),
                lazy: layouts.tabs,
                children: [{ index: true, loader: toPolicies }, ...tabRoutes],
              },
            ],
          },
          {
            id: 'staff',
            path: appPath.admin(),
            loader: requireStaffAuth,
            shouldRevalidate: () => true,
            lazy: layouts.backOffice,
            // The screens come with the first navigation into /admin (patchRoutes, below).
            children: [{ index: true, loader: toAdminWork }],
          },
        ],
      },
    ],
  },
];

/**
 * Adds the back office's screens to the router on its first way into /admin: their route table is a
 * kilobyte of every client screen's start-up otherwise (a route the router already has is not added twice).
 */
export const patchRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path !== appPath.admin() && !path.startsWith(`${appPath.admin()}/`)) return;
  const { backOfficeRoutes } = await import('./back-office-routes.generated');
  patch('staff', backOfficeRoutes);
};
