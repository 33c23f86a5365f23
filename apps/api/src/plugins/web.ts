import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  APP_SETTINGS_ELEMENT_ID,
  APP_SETTINGS_PLACEHOLDER,
  type PublicSettings,
} from '@sextant/contracts/settings';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the app's index.html; absent when no web build is served. */
    sendApp?: (reply: FastifyReply) => FastifyReply;
  }
}

/** Settings as a JSON data block: not executed, so the CSP stays `script-src 'self'`. */
export function renderIndex(template: string, settings: PublicSettings): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return template.replace(
    APP_SETTINGS_PLACEHOLDER,
    `<script id="${APP_SETTINGS_ELEMENT_ID}" type="application/json">${json}</script>`,
  );
}

/** The service worker and the manifest are checked with the server on every load: a new build reaches open tabs. */
const ALWAYS_CHECKED = new Set(['sw.js', 'manifest.webmanifest']);

function cacheOf(filePath: string, root: string): string {
  return ALWAYS_CHECKED.has(path.relative(root, filePath)) ? 'no-cache' : 'public, max-age=3600';
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Vite's manifest key of the single-page app, which every path but '/' starts (apps/web/src/app/main.tsx). */
const SPA = 'src/app/spa.tsx';

/**
 * The files of the single-page app's start (its chunk and everything it imports), from the web build's
 * Vite manifest; none when it cannot be read. The entry downloads them only once it has run, one round trip
 * after the page; named in the page they download beside the entry (ADR 0013).
 */
export function appStartFiles(manifest: Record<string, ManifestChunk> | undefined): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest?.[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(SPA);
  return [...files];
}

/** The page with a module preload for each file it does not name already. */
export function withPreloads(html: string, files: string[]): string {
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return links.length === 0 ? html : html.replace('</head>', `${links.join('\n')}\n</head>`);
}

function readManifest(root: string): Record<string, ManifestChunk> | undefined {
  try {
    return JSON.parse(readFileSync(path.join(root, '.vite/manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app on the API's origin: hashed assets cached for a year (precompressed .br/.gz
 * when the build wrote them), index.html with the run-time settings, never cached. A first visit to '/'
 * renders the landing page alone (ADR 0001); every other path's page also preloads the app's start.
 */
export default fp<{ root: string; settings: PublicSettings }>(
  async (app, { root, settings }) => {
    const landing = renderIndex(readFileSync(path.join(root, 'index.html'), 'utf8'), settings);
    const index = withPreloads(landing, appStartFiles(readManifest(root)));
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : cacheOf(filePath, root));
        if (filePath.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json');
      },
    });
    const sendApp = (reply: FastifyReply) =>
      reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(reply.request.url.split('?')[0] === '/' ? landing : index);
    app.decorate('sendApp', sendApp);
    // '/' is the web root folder to the static handler, which would refuse it as a directory listing.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
  },
  { name: 'web' },
);
