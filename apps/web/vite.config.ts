import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// By path: Vite loads its config with Node, which would not run the workspace package's TypeScript.
import { THEME_SCRIPT, THEME_SCRIPT_PLACEHOLDER } from '../../packages/contracts/src/rules/theme';
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
  plugins: [react(), tailwindcss(), themeScript],
  resolve: { alias: srcAlias },
  build: {
    // scripts/check-size.ts reads the manifest to sum what each screen loads.
    manifest: true,
    // SVGs stay files (precompressed and cached) instead of being inlined into the JavaScript.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Named vendor chunks: cached across deployments and readable in the size report.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // The landing page's entry reports errors; the signed-in app's query client logs through the
            // same module. Its own chunk keeps the session and query code out of the landing page.
            { name: 'monitoring', test: /src[\\/]shared[\\/]monitoring[\\/]report-error\.ts/ },
            // What every screen of the app starts with: the session's stores, their persistence, the HTTP client.
            {
              name: 'session',
              test: /node_modules[\\/](zustand|lz-string)[\\/]|src[\\/](shared[\\/](http|session|storage|query)[\\/]|features[\\/][^\\/]+[\\/](store|api[\\/]get-(firm|client))\.ts)/,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
