// The API as production runs it: one ES module (dist/server.js), with
// the workspace's TypeScript (src/, @sextant/contracts) compiled in and every npm dependency left to
// node_modules. Type checking is `npm run typecheck`'s; this only strips types and bundles.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  external: Object.keys(dependencies),
  logLevel: 'warning',
  // Bundled CommonJS (none today) would need require; the dependencies load themselves from node_modules.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
