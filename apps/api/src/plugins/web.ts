import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  APP_SETTINGS_ELEMENT_ID,
  APP_SETTINGS_PLACEHOLDER,
  type PublicSettings,
} from '@sextant/contracts/settings';
import {
  filesOf,
  SCREEN_MODULES_FILE,
  type ScreenModules,
  SPA_MODULE,
  type ViteManifest,
} from '@sextant/contracts/web-build';
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

/**
 * The files of the single-page app's start (its chunk and everything it imports). The entry downloads them
 * only once it has run, one round trip after the page; named in the page they download beside the entry
 * (ADR 0013).
 */
export const appStartFiles = (manifest: ViteManifest | undefined): string[] =>
  filesOf(manifest, [SPA_MODULE]);

/** A screen's static segments count most: '/tabs/policies/allowances' wins over '/tabs/policies/:id'. */
function matchScore(pattern: string, pathname: string): number {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return -1;
  let score = 0;
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':')) continue;
    if (segment !== got[i]) return -1;
    score += 1;
  }
  return score;
}

/** The screen a path opens, by the router's patterns; undefined for an address no screen has. */
export function screenAt(screens: ScreenModules[], pathname: string): ScreenModules | undefined {
  let best: ScreenModules | undefined;
  let bestScore = -1;
  for (const screen of screens) {
    const score = matchScore(screen.path, pathname);
    if (score > bestScore) [best, bestScore] = [screen, score];
  }
  return best;
}

/** The page with a module preload for each file it does not name already. */
export function withPreloads(html: string, files: string[]): string {
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return links.length === 0 ? html : html.replace('</head>', `${links.join('\n')}\n</head>`);
}

function readBuildFile<T>(root: string, file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path.join(root, '.vite', file), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app on the API's origin: hashed assets cached for a year (precompressed .br/.gz
 * when the build wrote them), index.html with the run-time settings, never cached. A first visit to '/'
 * renders the landing page alone (ADR 0001); every other path's page also preloads the app's start, and a
 * screen's page its screen's chunks.
 */
export default fp<{ root: string; settings: PublicSettings }>(
  async (app, { root, settings }) => {
    const landing = renderIndex(readFileSync(path.join(root, 'index.html'), 'utf8'), settings);
    const manifest = readBuildFile<ViteManifest>(root, 'manifest.json');
    const screens = readBuildFile<ScreenModules[]>(root, SCREEN_MODULES_FILE) ?? [];
    const start = appStartFiles(manifest);
    const index = withPreloads(landing, start);
    // Each screen's page names its own chunks too: a first visit to it downloads them all at once.
    const pages = new Map(
      screens.map((screen) => [
        screen,
        withPreloads(landing, filesOf(manifest, [SPA_MODULE, ...screen.modules])),
      ]),
    );
    const pageFor = (url: string) => {
      const pathname = url.split('?')[0]!;
      if (pathname === '/') return landing;
      const screen = screenAt(screens, pathname);
      return (screen && pages.get(screen)) ?? index;
    };
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
        .send(pageFor(reply.request.url));
    app.decorate('sendApp', sendApp);
    // '/' is the web root folder to the static handler, which would refuse it as a directory listing.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
  },
  { name: 'web' },
);
