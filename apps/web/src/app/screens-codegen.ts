import {
  BACK_OFFICE_GROUPS,
  BACK_OFFICE_ROUTES,
  LAYOUTS,
  type ModuleId,
  REDIRECTS,
  SCREENS,
  type Screen,
  type ScreenId,
} from '@/shared/routing/screens';

/**
 * Writes the app's code from the screen manifest (run by `npm run screens`; app/screens-codegen.test.ts
 * fails when a generated file is stale). Generated rather than read at run time: the manifest's budgets,
 * module names and nav data would otherwise ship to every screen (+1.5 KB gzip, past the 160 KB budget).
 */

const HEADER = '// Generated from shared/routing/screens.ts by `npm run screens`: do not edit.\n';

const screens = Object.entries(SCREENS) as [ScreenId, Screen<ScreenId>][];

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** policy-view-page.tsx → PolicyViewPage */
export function exportName(module: ModuleId): string {
  const file = module.slice(module.lastIndexOf('/') + 1, module.indexOf('.'));
  return file.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** The import specifier of a module, from src/app/ (`@/` is src/). */
function fromApp(module: ModuleId): string {
  const path = module.replace(/\.tsx?$/, '');
  return path.startsWith('src/app/')
    ? `./${path.slice('src/app/'.length)}`
    : `@/${path.slice('src/'.length)}`;
}

function lazy(module: ModuleId, indent: string, redirects?: true): string {
  if (redirects)
    return `${indent}lazy: async () => ({ loader: (await import('${fromApp(module)}')).loader }),\n`;
  return (
    `${indent}lazy: screen(\n` +
    `${indent}  () => import('${fromApp(module)}'),\n` +
    `${indent}  (m) => m.${exportName(module)},\n` +
    `${indent}),\n`
  );
}

/** Where a shell's routes hang: their paths are relative to it ('/tabs/policies' is 'policies'). */
const BASES: Partial<Record<Screen['shell'], string>> = {
  tabs: REDIRECTS.tabs,
  'back-office': REDIRECTS.admin,
};

function route([, screen]: [ScreenId, Screen<ScreenId>]): string {
  const back = screen.back ? `, ${quote(SCREENS[screen.back].path)}` : '';
  const base = BASES[screen.shell] ?? '';
  const path = screen.path.startsWith('/') ? screen.path.slice(base.length + 1) : screen.path;
  return (
    '  {\n' +
    (path === '' ? '    index: true,\n' : `    path: ${quote(path)},\n`) +
    `    handle: handle(${quote(screen.title)}${back}),\n` +
    lazy(screen.module, '    ', screen.redirects) +
    '  },\n'
  );
}

function routeList(name: string, doc: string, filter: (screen: Screen<ScreenId>) => boolean): string {
  const entries = screens.filter(([, screen]) => filter(screen)).map(route);
  return `\n/** ${doc} */\nexport const ${name}: RouteObject[] = [\n${entries.join('')}];\n`;
}

function appPaths(): string {
  const entries = [...screens.map(([id, screen]) => [id, screen.path]), ...Object.entries(REDIRECTS)];
  const builders = entries
    .filter(([, pattern]) => pattern!.startsWith('/'))
    .map(([id, pattern]) => `export const ${id} = /* @__PURE__ */ path(${quote(pattern!)});\n`);
  return (
    `${HEADER}import { path } from './path-builder';\n\n` +
    '// Every address of the app (SPEC §2), as `appPath` (./app-path.ts). Pure: a link nothing uses is dropped.\n' +
    builders.join('')
  );
}

function screenRoutes(): string {
  const layouts = Object.entries(LAYOUTS)
    .map(
      ([name, module]) =>
        `  ${name}: screen(\n    () => import('${fromApp(module)}'),\n    (m) => m.${exportName(module)},\n  ),\n`,
    )
    .join('');
  return (
    HEADER +
    "import type { RouteObject } from 'react-router';\n" +
    "import { handle, screen } from './screen-route';\n" +
    routeList('bareRoutes', 'Public, straight under the root: no API client.', (s) => s.shell === 'bare') +
    routeList(
      'publicRoutes',
      'Public, with the API client.',
      (s) => s.shell === 'page' && s.access === 'public',
    ) +
    routeList(
      'signedInRoutes',
      'Behind the login guard, without the tabs.',
      (s) => s.shell === 'page' && s.access === 'client',
    ) +
    routeList('tabRoutes', 'In the tabs shell, behind the login guard.', (s) => s.shell === 'tabs') +
    `\n/** The shells' layouts. */\nexport const layouts = {\n${layouts}};\n`
  );
}

/** The back office's routes, in a file of their own: loaded on the way into /admin (routes.tsx). */
function backOfficeRoutes(): string {
  return (
    HEADER +
    "import type { RouteObject } from 'react-router';\n" +
    "import { handle, screen } from './screen-route';\n" +
    routeList(
      'backOfficeRoutes',
      'In the back office, behind the staff guard.',
      (s) => s.shell === 'back-office',
    )
  );
}

/** Imports of the icons the entries name, sorted as Biome sorts them. */
function iconImport(icons: string[]): string {
  const names = [...new Set(icons)].sort();
  return `import { ${names.join(', ')} } from 'lucide-react';\n`;
}

function tabBar(): string {
  const tabs = screens.flatMap(([id, screen]) =>
    screen.shell === 'tabs' && screen.nav ? [{ id, nav: screen.nav }] : [],
  );
  const entries = tabs.map(({ id, nav }) => {
    const extra = `${nav.wide ? ', wide: true' : ''}${nav.badge ? `, badge: ${quote(nav.badge)}` : ''}`;
    const preload = `preload: () => import('${fromApp(SCREENS[id].module)}')`;
    return `  { to: ${quote(SCREENS[id].path)}, label: ${quote(nav.label)}, icon: ${nav.icon}${extra}, ${preload} },\n`;
  });
  return (
    HEADER +
    iconImport(tabs.map(({ nav }) => nav.icon)) +
    "import type { Tab } from './nav';\n" +
    `\n/** The tab bar, in the manifest's order. */\nexport const TABS: Tab[] = [\n${entries.join('')}];\n`
  );
}

function backOfficeNav(): string {
  const items = screens.flatMap(([id, screen]) =>
    screen.shell === 'back-office' && screen.nav
      ? [{ id, nav: screen.nav, adminOnly: screen.access === 'admin' }]
      : [],
  );
  const groups = BACK_OFFICE_GROUPS.map((heading) => {
    const entries = items
      .filter(({ nav }) => nav.group === heading)
      .map(({ id, nav, adminOnly }) => {
        const extra = `${nav.badge ? `, badge: ${quote(nav.badge)}` : ''}${adminOnly ? ', adminOnly: true' : ''}`;
        return `      { to: ${quote(SCREENS[id].path)}, label: ${quote(nav.label)}, icon: ${nav.icon}${extra} },\n`;
      });
    return `  {\n    heading: ${quote(heading)},\n    items: [\n${entries.join('')}    ],\n  },\n`;
  });
  return (
    HEADER +
    iconImport(items.map(({ nav }) => nav.icon)) +
    "import type { NavGroup } from './nav';\n" +
    `\n/** The back office's sections, each listing its screens in the manifest's order. */\nexport const ADMIN_NAV: NavGroup[] = [\n${groups.join('')}];\n`
  );
}

/** Each generated file's content, by its path from apps/web. */
export function generatedFiles(): Record<string, string> {
  return {
    'src/shared/routing/app-path.generated.ts': appPaths(),
    'src/app/screen-routes.generated.tsx': screenRoutes(),
    [BACK_OFFICE_ROUTES]: backOfficeRoutes(),
    'src/app/tab-bar.generated.ts': tabBar(),
    'src/back-office/nav.generated.ts': backOfficeNav(),
  };
}

/** Compares code whatever its layout (the files are formatted by Biome after writing). */
export function sameCode(a: string, b: string): boolean {
  const normal = (code: string) => code.replace(/\s+/g, '').replace(/,(?=[)\]}])/g, '');
  return normal(a) === normal(b);
}
