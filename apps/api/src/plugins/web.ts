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

/**
 * Serves the built web app on the API's origin: hashed assets cached for a year (precompressed .br/.gz
 * when the build wrote them), index.html with the run-time settings, never cached.
 */
export default fp<{ root: string; settings: PublicSettings }>(
  async (app, { root, settings }) => {
    const index = renderIndex(readFileSync(path.join(root, 'index.html'), 'utf8'), settings);
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
      reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);
    app.decorate('sendApp', sendApp);
    // '/' is the web root folder to the static handler, which would refuse it as a directory listing.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
  },
  { name: 'web' },
);
