const path = require('node:path');

/** Layout rules of DESIGN.md, enforced in `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the cruiser cannot resolve would escape every other rule.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'web-api-apart',
      severity: 'error',
      comment: 'The web app and the API meet only in packages/contracts.',
      from: { path: '^apps/web' },
      to: { path: '^apps/api' },
    },
    {
      name: 'api-web-apart',
      severity: 'error',
      from: { path: '^apps/api' },
      to: { path: '^apps/web' },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'contracts is zod only: no node, database or react imports.',
      from: { path: '^packages/contracts', pathNot: '(\\.test|vitest\\.config)\\.ts$' },
      to: { path: '^(apps/|node_modules/(?!zod/))|^(fs|path|node:)' },
    },
    {
      name: 'rules-zod-free',
      severity: 'error',
      comment: 'contracts/rules is what the browser runs: plain functions and texts, no zod or schemas.',
      from: { path: '^packages/contracts/src/rules/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(node_modules/zod/|packages/contracts/src/(?!rules/))' },
    },
    {
      name: 'web-runs-no-schemas',
      severity: 'error',
      comment: 'The browser takes types from contracts, and at run time only its zod-free rules and paths.',
      from: { path: '^apps/web/src/', pathNot: '(\\.test\\.tsx?$|^apps/web/src/test/)' },
      to: {
        path: '^packages/contracts/src/',
        pathNot: '^packages/contracts/src/(rules/|paths\\.ts$)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'feature-not-into-other-feature',
      severity: 'error',
      comment: 'A feature reaches another only through shared/ or contracts.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'feature-not-into-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-not-into-features',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'api-module-not-into-other-module',
      severity: 'error',
      comment: 'An API module reaches another only through shared services or plugins.',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'routes-call-services',
      severity: 'error',
      comment: 'Routes stay thin: they call the module’s services, never a repository (ADR 0005).',
      from: { path: '^apps/api/src/modules/[^/]+/[a-z-]*routes[.]ts$' },
      to: { path: 'repository[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'drizzle-only-in-db-and-repositories',
      severity: 'error',
      comment: 'Only db/ and repositories touch Drizzle.',
      from: {
        path: '^apps/api/src/',
        pathNot:
          '^apps/api/src/(db/|(modules|shared)/[^/]+/[^/]*repository\\.ts$|(modules/[^/]+|cli)/[^/]*\\.test\\.ts$|plugins/db\\.ts$|test/)',
      },
      to: { path: 'node_modules/drizzle-orm' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order matter: move the shared piece into its own module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-barrel-in-web',
      severity: 'error',
      comment: 'Barrel index.ts re-exports defeat tree-shaking.',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/web/src/.*/index\\.tsx?$' },
    },
  ],
  options: {
    // node_modules stays in the graph, unfollowed, so that rules about packages (zod, drizzle) can fire.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|drizzle)/' },
    // Each app names its own src/ as `@/`, so `npm run lint` cruises web and api one at a time.
    webpackConfig: { fileName: path.resolve(process.env.DEPCRUISE_APP ?? '.', 'aliases.cjs') },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
