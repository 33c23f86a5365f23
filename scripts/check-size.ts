// Size budget of the web app (DESIGN.md): the JavaScript a screen needs before it can show, gzip level 9.
// Reads the screen manifest (apps/web/src/shared/routing/screens.ts: each screen's module, shell and budget)
// and the Vite manifest of apps/web/dist: a screen loads its module's chunk, its shell's layouts and the app,
// plus everything they import statically (CSS excluded). Exits 1 when a screen is over its budget, when
// the router loads a module no screen budgets, or when a client screen's start-up files hold a module of the
// back office (apps/web/src/back-office/), read from the build's module graph (.vite/chunk-modules.json).
// Run after `npm run build -w @sextant/web`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { SCREENS, type Screen, SHELL_LAYOUTS, screenModules } from '../apps/web/src/shared/routing/screens';
import {
  CHUNK_MODULES_FILE,
  type ChunkModules,
  SPA_MODULE as SPA,
  filesOf as staticFilesOf,
  type ViteManifest,
} from '../packages/contracts/src/web-build';

const KB = 1024;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const ENTRY = 'index.html';
// A first visit to '/' renders the landing page without the router (src/app/main.tsx, ADR 0001).
const LANDING = 'src/app/landing-app.tsx';

// The staff app's modules (ids from apps/web, as chunk-modules.json names them).
const BACK_OFFICE = 'src/back-office/';

const routes = Object.values<Screen>(SCREENS).map((screen) => ({
  route: screen.path,
  budget: screen.budget * KB,
  modules: [ENTRY, screen.path === '/' ? LANDING : SPA, ...screenModules(screen)],
  client: screen.shell !== 'back-office',
}));

/** Not a route: the error reporter, downloaded in addition to a route's files only when a Sentry DSN is set. */
const extras = [{ label: 'error reporter (only with a DSN)', modules: ['src/app/reporter.ts'] }];

function readBuildFile<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(join(dist, '.vite', file), 'utf8'));
  } catch (error) {
    console.error(`check-size: cannot read ${join(dist, '.vite', file)}; build the web app first.`);
    console.error(String(error));
    process.exit(1);
  }
}
const manifest = readBuildFile<ViteManifest>('manifest.json');
const chunkModules = readBuildFile<ChunkModules>(CHUNK_MODULES_FILE);

/** The back-office modules bundled into these files, as 'file: module'. */
function backOfficeModulesIn(files: string[]): string[] {
  return files.flatMap((file) => {
    const modules = chunkModules[file];
    if (!modules)
      throw new Error(`check-size: '${file}' is not in ${CHUNK_MODULES_FILE}; rebuild the web app.`);
    return modules.filter((module) => module.startsWith(BACK_OFFICE)).map((module) => `${file}: ${module}`);
  });
}

/** The JavaScript files of these modules and of their static imports, each once. */
function filesOf(modules: string[]): string[] {
  for (const key of modules)
    if (!manifest[key])
      throw new Error(`check-size: '${key}' is not in the Vite manifest; check the screen manifest.`);
  return staticFilesOf(manifest, modules).filter((file) => file.endsWith('.js'));
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(join(dist, file));
    gzipCache.set(file, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length);
  }
  return gzipCache.get(file)!;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);

const rows: string[][] = [];
let failed = false;
// Back-office modules in a client screen's start-up files, by screen: the staff app must load with its own
// screens only, whatever the chunk rules of apps/web/vite.config.ts group together.
const leaks: string[] = [];
for (const { route, budget, modules, client } of routes) {
  const files = filesOf(modules);
  const size = sum(files);
  const leaked = client ? backOfficeModulesIn(files) : [];
  for (const module of leaked) leaks.push(`${route} starts with ${module}`);
  const ok = size <= budget;
  failed ||= !ok || leaked.length > 0;
  rows.push([
    route,
    String(files.length),
    kb(size),
    kb(budget),
    !ok ? 'OVER' : leaked.length > 0 ? 'BACK OFFICE' : 'ok',
  ]);
}
// The check reads module ids as the build names them: were none of them the back office's, it could not fail.
if (
  !Object.values(chunkModules).some((modules) => modules.some((module) => module.startsWith(BACK_OFFICE)))
) {
  console.error(
    `check-size: no file of the build holds a module of ${BACK_OFFICE}; check ${CHUNK_MODULES_FILE}.`,
  );
  process.exit(1);
}
const landingFiles = new Set(filesOf(routes.find(({ route }) => route === '/')!.modules));
for (const { label, modules } of extras) {
  // What it adds on top of the landing page's files.
  const files = filesOf(modules).filter((file) => !landingFiles.has(file));
  rows.push([label, String(files.length), kb(sum(files)), '-', 'extra']);
}

// Every module the router loads lazily is a screen (with its budget) or what a shell loads before one.
const budgeted = new Set<string>([
  ...Object.values(SCREENS).map(({ module }) => module),
  ...Object.values(SHELL_LAYOUTS).flat(),
]);
const unbudgeted = (manifest[SPA]!.dynamicImports ?? []).filter((module) => !budgeted.has(module));
for (const module of unbudgeted) {
  failed = true;
  rows.push([module, '-', '-', '-', 'NO BUDGET']);
}

const header = ['route', 'files', 'JS gzip', 'budget', ''];
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
const line = (row: string[]) =>
  row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));

if (leaks.length > 0) {
  console.error(`\ncheck-size: client screens start with back-office code (${BACK_OFFICE}):`);
  for (const leak of leaks) console.error(`  ${leak}`);
}
if (failed) {
  console.error(
    unbudgeted.length > 0
      ? '\ncheck-size: the router loads modules no screen of apps/web/src/shared/routing/screens.ts names.'
      : leaks.length > 0
        ? '\ncheck-size: back-office code must load with back-office screens only (docs/ARCHITECTURE.md).'
        : '\ncheck-size: over budget (DESIGN.md: landing page <= 90 KB, signed-in screens <= 160 KB gzip).',
  );
  process.exit(1);
}
