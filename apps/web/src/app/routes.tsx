import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { RouteHandle } from '../shared/routing/route-title';
import {
  type Access,
  LAYOUTS,
  type ModuleId,
  REDIRECTS,
  SCREENS,
  type Screen,
  type ScreenId,
  type Shell,
} from '../shared/routing/screens';
import { requireAuth, requireStaffAuth, toAdminClients, toLoginForm, toPolicies } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * The lazy route modules: one chunk per screen, downloaded when its route is first matched. A module
 * here that no screen or layout names would still be a chunk of its own: `npm run size` fails on it.
 */
const routeModules = import.meta.glob<Record<string, unknown>>([
  '/src/features/*/pages/*-page.tsx',
  '/src/app/*-{route,layout}.{ts,tsx}',
  // Not routes: the welcome route composes the welcome page; the root layout loads with the router.
  '!/src/features/auth/pages/welcome-page.tsx',
  '!/src/app/root-layout.tsx',
]);

/** policy-view-page.tsx → PolicyViewPage */
function exportName(module: ModuleId): string {
  const file = module.slice(module.lastIndexOf('/') + 1, module.indexOf('.'));
  return file.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** The route's component (the module's export named after its file) or, if it has none, its loader. */
function lazyModule(module: ModuleId): RouteObject['lazy'] {
  const load = routeModules[`/${module}`];
  if (!load) throw new Error(`routes: ${module} is not a route module`);
  const name = exportName(module);
  return async () => {
    const loaded = await load();
    if (loaded[name]) return { Component: loaded[name] as ComponentType };
    if (typeof loaded.loader === 'function') return { loader: loaded.loader as LoaderFunction };
    throw new Error(`routes: ${module} exports neither ${name} nor a loader`);
  };
}

function screenRoute(screen: Screen<ScreenId>, parent: string): RouteObject {
  const handle: RouteHandle = { title: screen.title };
  if (screen.back) handle.back = SCREENS[screen.back].path;
  const lazy = lazyModule(screen.module);
  if (screen.path === parent) return { index: true, handle, lazy };
  // A child's path is relative to its parent's: '/tabs/policies' under '/tabs' is 'policies'.
  const path = screen.path.startsWith('/')
    ? screen.path.slice(parent.replace(/\/$/, '').length + 1)
    : screen.path;
  return { path, handle, lazy };
}

const screens: Screen<ScreenId>[] = Object.values(SCREENS);

/** The screens in a shell (with one of these accesses), as routes under `parent`. */
function routesOf(shell: Shell, access: Access[], parent: string): RouteObject[] {
  return screens
    .filter((screen) => screen.shell === shell && access.includes(screen.access))
    .map((screen) => screenRoute(screen, parent));
}

/** Every route of SPEC §2, from the screen manifest (shared/routing/screens.ts). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      ...routesOf('bare', ['public'], '/'),
      { path: REDIRECTS.login.slice(1), loader: toLoginForm },
      {
        // TanStack Query serves every screen below; the landing page does without it.
        lazy: lazyModule(LAYOUTS.query),
        children: [
          ...routesOf('page', ['public'], '/'),
          {
            id: 'signed-in',
            loader: requireAuth,
            // The guard runs on every navigation, so a token that expires while the app is open is caught.
            shouldRevalidate: () => true,
            children: [
              ...routesOf('page', ['client'], '/'),
              {
                path: REDIRECTS.tabs.slice(1),
                lazy: lazyModule(LAYOUTS.tabs),
                children: [
                  { index: true, loader: toPolicies },
                  ...routesOf('tabs', ['client'], REDIRECTS.tabs),
                ],
              },
            ],
          },
          {
            id: 'staff',
            path: REDIRECTS.admin.slice(1),
            loader: requireStaffAuth,
            shouldRevalidate: () => true,
            lazy: lazyModule(LAYOUTS.backOffice),
            children: [
              { index: true, loader: toAdminClients },
              ...routesOf('back-office', ['staff', 'admin'], REDIRECTS.admin),
            ],
          },
        ],
      },
    ],
  },
];
