#!/usr/bin/env node
// Size budget of the web app (DESIGN.md): the JavaScript a route needs before it can show, gzip level 9.
// Reads the Vite manifest of apps/web/dist; each route names its source modules explicitly, and the
// files they load are those modules' chunks plus everything they import statically (CSS excluded).
// Exits 1 when a route is over its budget. Run after `npm run build -w @sextant/web`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const KB = 1024;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const ENTRY = 'index.html';

/** Route → the modules it loads before it shows (manifest keys: source paths under apps/web). */
const routes = [
  {
    route: '/',
    budget: 90 * KB,
    // A first visit to '/' renders the landing page without the router (see src/app/main.tsx).
    modules: [ENTRY, 'src/app/landing-app.tsx', 'src/features/landing/pages/landing-page.tsx'],
  },
  {
    route: '/login/form',
    budget: 160 * KB,
    modules: [ENTRY, 'src/app/spa.tsx', 'src/app/query-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
  },
  ...[
    ['/tabs/policies', 'policies/pages/policies-page.tsx'],
    ['/tabs/policies/view/:id', 'policies/pages/policy-view-page.tsx'],
    ['/tabs/information', 'information/pages/information-page.tsx'],
    ['/tabs/information/view/:id', 'information/pages/provider-view-page.tsx'],
    ['/tabs/information/due-diligence', 'due-diligence/pages/due-diligence-page.tsx'],
    ['/tabs/information/due-diligence/report/:id', 'due-diligence/pages/report-page.tsx'],
    ['/tabs/information/due-diligence/:dd/report/:id', 'due-diligence/pages/provider-report-page.tsx'],
    ['/tabs/insights', 'insights/pages/insights-page.tsx'],
    ['/tabs/insights/view/:id', 'insights/pages/insight-view-page.tsx'],
    ['/tabs/notifications', 'notifications/pages/notifications-page.tsx'],
    ['/tabs/content/:id', 'content/pages/content-page.tsx'],
    ['/tabs/messages', 'messages/pages/messages-page.tsx'],
    ['/tabs/account', 'account/pages/account-page.tsx'],
    ['/tabs/account/update', 'account/pages/account-update-page.tsx'],
    ['/tabs/about-vip', 'firm/pages/about-vip-page.tsx'],
  ].map(([route, page]) => ({
    route,
    budget: 160 * KB,
    // Every signed-in screen: the app, the query layout, the tabs shell and the screen itself.
    modules: [
      ENTRY,
      'src/app/spa.tsx',
      'src/app/query-layout.tsx',
      'src/app/tabs-layout.tsx',
      `src/features/${page}`,
    ],
  })),
  ...[
    ['/admin/clients', 'admin-clients/pages/clients-page.tsx'],
    ['/admin/clients/:id', 'admin-clients/pages/client-page.tsx'],
    ['/admin/amendments', 'admin-clients/pages/amendments-page.tsx'],
    ['/admin/support', 'admin-support/pages/support-requests-page.tsx'],
    ['/admin/staff', 'admin-staff/pages/staff-page.tsx'],
    ['/admin/policies', 'admin-policies/pages/policies-page.tsx'],
    ['/admin/policies/:id', 'admin-policies/pages/policy-page.tsx'],
    ['/admin/valuations/import', 'admin-policies/pages/import-page.tsx'],
    ['/admin/terms', 'admin-terms/pages/terms-page.tsx'],
    ['/admin/providers', 'admin-providers/pages/providers-page.tsx'],
    ['/admin/due-diligence', 'admin-due-diligence/pages/reports-page.tsx'],
    ['/admin/due-diligence/:id', 'admin-due-diligence/pages/report-page.tsx'],
    ['/admin/insights', 'admin-insights/pages/insights-page.tsx'],
    ['/admin/insights/:id', 'admin-insights/pages/insight-page.tsx'],
    ['/admin/notifications', 'admin-notifications/pages/notifications-page.tsx'],
    ['/admin/messages', 'admin-messages/pages/inbox-page.tsx'],
    ['/admin/messages/:id', 'admin-messages/pages/thread-page.tsx'],
    ['/admin/firm', 'admin-firm/pages/firm-page.tsx'],
    ['/admin/audit', 'admin-audit/pages/audit-page.tsx'],
  ].map(([route, page]) => ({
    route,
    budget: 160 * KB,
    // The back office: the app, the query layout, its shell and the screen.
    modules: [
      ENTRY,
      'src/app/spa.tsx',
      'src/app/query-layout.tsx',
      'src/app/admin-layout.tsx',
      `src/features/${page}`,
    ],
  })),
];

/** Not a route: the error reporter, downloaded in addition to a route's files only when a Sentry DSN is set. */
const extras = [{ label: 'error reporter (only with a DSN)', modules: ['src/app/reporter.ts'] }];

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch (error) {
  console.error(`check-size: cannot read ${join(dist, '.vite/manifest.json')}; build the web app first.`);
  console.error(String(error));
  process.exit(1);
}

/** The JavaScript files of these modules and of their static imports, each once. */
function filesOf(modules) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`check-size: '${key}' is not in the Vite manifest; update the route map.`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...files];
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(join(dist, file));
    gzipCache.set(file, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length);
  }
  return gzipCache.get(file);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);

const rows = [];
let failed = false;
for (const { route, budget, modules } of routes) {
  const files = filesOf(modules);
  const size = sum(files);
  const ok = size <= budget;
  failed ||= !ok;
  rows.push([route, String(files.length), kb(size), kb(budget), ok ? 'ok' : 'OVER']);
}
const landingFiles = new Set(filesOf(routes[0].modules));
for (const { label, modules } of extras) {
  // What it adds on top of the landing page's files.
  const files = filesOf(modules).filter((file) => !landingFiles.has(file));
  rows.push([label, String(files.length), kb(sum(files)), '-', 'extra']);
}

const header = ['route', 'files', 'JS gzip', 'budget', ''];
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
const line = (row) =>
  row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));

if (failed) {
  console.error(
    '\ncheck-size: over budget (DESIGN.md: landing page <= 90 KB, signed-in screens <= 160 KB gzip).',
  );
  process.exit(1);
}
