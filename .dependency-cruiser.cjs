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
      name: 'client-not-into-back-office',
      severity: 'error',
      comment:
        'The client app never imports the back office (src/back-office/), so no client screen loads staff code.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/back-office/' },
    },
    {
      name: 'shared-not-into-back-office',
      severity: 'error',
      comment: 'shared/ serves both wings: what only the back office uses is in back-office/shared/.',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/back-office/' },
    },
    {
      name: 'back-office-not-into-client-features',
      severity: 'error',
      comment: 'The back office reaches client code only through shared/ (and contracts).',
      from: { path: '^apps/web/src/back-office/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'back-office-feature-not-into-other-feature',
      severity: 'error',
      comment:
        'A back-office feature reaches another only through back-office/shared/, shared/ or contracts.',
      from: { path: '^apps/web/src/back-office/features/([^/]+)/' },
      to: { path: '^apps/web/src/back-office/features/', pathNot: '^apps/web/src/back-office/features/$1/' },
    },
    {
      name: 'back-office-shared-not-into-features',
      severity: 'error',
      comment:
        'back-office/shared/ never imports a back-office feature (else a feature could reach another through it).',
      from: { path: '^apps/web/src/back-office/shared/' },
      to: { path: '^apps/web/src/back-office/features/' },
    },
    {
      name: 'back-office-not-into-app',
      severity: 'error',
      comment:
        'app/ composes the back office (the router loads its layout and screens lazily); nothing of the back office imports app/.',
      from: { path: '^apps/web/src/back-office/' },
      to: { path: '^apps/web/src/app/' },
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
      // A module's routes files, in its folder or one of its sub-folders (modules/policies/transactions/).
      from: {
        path: [
          '^apps/api/src/modules/[^/]+/[a-z-]*routes[.]ts$',
          '^apps/api/src/modules/[^/]+/[^/]+/[a-z-]*routes[.]ts$',
        ],
      },
      to: { path: 'repository[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'db-at-the-bottom',
      severity: 'error',
      comment:
        'The arrows point down: db/ (tables, the client, prepared statements, query helpers) imports no module, ' +
        'shared code, plugin or the demo seed; they import it.',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/(modules|shared|demo|plugins)/' },
    },
    {
      name: 'demo-seed-on-top',
      severity: 'error',
      comment:
        'The demo seed (demo/) is written with the modules, shared code and db/, never read by them: only ' +
        'server.ts (DEMO_DATA=1), the CLI, tests and the test fixtures (apps/api/src/test/) import it.',
      from: {
        path: '^apps/api/src/',
        pathNot: ['^apps/api/src/(demo/|test/|cli/|server\\.ts$)', '\\.test\\.ts$'],
      },
      to: { path: '^apps/api/src/demo/' },
    },
    {
      name: 'drizzle-only-in-db-and-repositories',
      severity: 'error',
      comment:
        'Only db/, repositories and the demo seed touch Drizzle (and tests, which set up and read their data).',
      from: {
        path: '^apps/api/src/',
        // A module's repositories and tests may sit in one of its sub-folders (modules/policies/imports/).
        pathNot: [
          '^apps/api/src/(db/|demo/|plugins/db\\.ts$|test/)',
          '^apps/api/src/(modules|shared)/[^/]+/[^/]*repository\\.ts$',
          '^apps/api/src/modules/[^/]+/[^/]+/[^/]*repository\\.ts$',
          '^apps/api/src/(modules/[^/]+|cli)/[^/]*\\.test\\.ts$',
          '^apps/api/src/modules/[^/]+/[^/]+/[^/]*\\.test\\.ts$',
        ],
      },
      to: { path: 'node_modules/drizzle-orm' },
    },
    {
      name: 'e2e-imports-only-these-sources',
      severity: 'error',
      comment:
        'The journeys drive the built app through the browser. Of the apps sources they import only these ' +
        '(cruised with DEPCRUISE_APP=e2e): the screen manifest (the sweeps over every screen), London days, ' +
        'PDF rendering and reading, the seed data and the services the fixtures seed with (the device trust ' +
        'among them: the demo accounts start on trusted devices). Anything more is ' +
        'a journey reaching into the code it tests: add it here only with a reason.',
      from: { path: '^e2e/' },
      to: {
        path: '^apps/[^/]+/src/',
        pathNot: [
          '^apps/web/src/shared/routing/screens\\.ts$',
          '^apps/api/src/db/(client|schema/index)\\.ts$',
          '^apps/api/src/demo/(content|demo)\\.ts$',
          '^apps/api/src/modules/(auth/service|documents/admin-service)\\.ts$',
          '^apps/api/src/plugins/mail\\.ts$',
          '^apps/api/src/shared/(clock|limits|passwords|period|pdf/pdf-text|pdf/simple-document)\\.ts$',
          '^apps/api/src/shared/sessions/(device-repository|policy|tokens)\\.ts$',
        ],
      },
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
