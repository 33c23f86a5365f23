import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// By path: Vite loads its config with Node, which would not run the workspace package's TypeScript.
import { THEME_SCRIPT, THEME_SCRIPT_PLACEHOLDER } from '../../packages/contracts/src/rules/theme';
import { chunkModulesFile, screenModulesFile } from './screen-modules-plugin';
import { serviceWorker } from './service-worker-plugin';
import { srcAlias } from './src-alias';

// The API serves the built app from dist/ on one origin; in `vite dev` the API calls are proxied to it.
const api = 'http://localhost:8080';
const proxy = { '/v1': api, '/docs': api };

/** The theme script of packages/contracts, inline in <head>: the server's CSP allows that text by its hash. */
const themeScript: Plugin = {
  name: 'sextant-theme-script',
  transformIndexHtml: (html) => html.replace(THEME_SCRIPT_PLACEHOLDER, `<script>${THEME_SCRIPT}</script>`),
};

export default defineConfig({
  plugins: [react(), tailwindcss(), themeScript, serviceWorker(), screenModulesFile(), chunkModulesFile()],
  resolve: { alias: srcAlias },
  build: {
    // scripts/check-size.ts reads the manifest to sum what each screen loads.
    manifest: true,
    // SVGs stay files (precompressed and cached) instead of being inlined into the JavaScript.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Few, named chunks: each chunk is a round trip on a phone (ADR 0013), and named chunks are cached
        // across deployments and readable in the size report. No group takes a module of src/back-office/:
        // the staff app's code loads with its own screens only (scripts/check-size.ts fails otherwise).
        codeSplitting: {
          groups: [
            // What every page starts with, the landing page included: React, the error reporting hook, the
            // few shared modules the landing page renders with, the kept theme (read before the first screen
            // renders, through the encrypted store: ADR 0014), and Vite's preload helper (left to itself,
            // it lands in whichever chunk first imports lazily, e.g. the app's, which the landing page then loads).
            {
              name: 'react',
              test: /vite[\\/]preload-helper|node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]shared[\\/](monitoring[\\/]report-error|settings[\\/]settings|routing[\\/](app-link|app-path|app-path\.generated|route-title-text)|ui[\\/](button|cx|logo)|theme[\\/]theme|storage[\\/](kept-value|persist-storage|secure-codec|key-store|storage-codec))\.tsx?$/,
            },
            // Every icon in one chunk rather than one chunk per icon shared by two screens.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            // What every screen of the app starts with, kept out of the landing page's first visit (ADR
            // 0001): the router, the query client, the session's stores (named here: with the back office's
            // routes loaded apart, the bundler would otherwise give them two chunks of their own), their persistence (lz-string only lazily, for older entries), the HTTP
            // client, and the components nearly every screen shows (with their dependencies: the toast's
            // Radix parts).
            {
              name: 'app',
              test: /node_modules[\\/](react-router|@tanstack|zustand)[\\/]|src[\\/](shared[\\/](api|http|session|query|format)[\\/]|shared[\\/]routing[\\/]route-title\.ts|shared[\\/]ui[\\/](toast|skeleton|field|messages|submit-button|empty-state|spinner|pull-to-refresh|page-section|count-badge|skip-link|scroll-region)\.tsx|features[\\/][^\\/]+[\\/]store\.ts|features[\\/]policies[\\/]period\.ts|app[\\/]stores\.ts)|packages[\\/]contracts[\\/]src[\\/]rules[\\/]money\.ts/,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
