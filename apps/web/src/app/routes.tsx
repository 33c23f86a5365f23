import type { RouteObject } from 'react-router';
import { appPath } from '@/shared/routing/app-path';
import { requireAuth, requireStaffAuth, toAdminClients, toLoginForm, toPolicies } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import {
  backOfficeRoutes,
  bareRoutes,
  layouts,
  publicRoutes,
  signedInRoutes,
  tabRoutes,
} from './screen-routes.generated';

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
            children: [{ index: true, loader: toAdminClients }, ...backOfficeRoutes],
          },
        ],
      },
    ],
  },
];
