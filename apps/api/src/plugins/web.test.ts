import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import web from './web';

const root = mkdtempSync(path.join(tmpdir(), 'sextant-web-'));
writeFileSync(path.join(root, 'index.html'), '<html><head><!--app-settings--></head><body>app</body></html>');
writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Sextant"}');
writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(path.join(root, 'assets'));
writeFileSync(path.join(root, 'assets', 'app-1234.js'), 'export {};');

const settings = {
  sentryDsn: null,
  environment: 'test',
  release: null,
  links: { about: 'https://a.example/', terms: 'https://a.example/t', privacy: 'https://a.example/p' },
};

describe('the web app plugin (ADR 0011)', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(web, { root, settings });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the service worker as JavaScript, checked with the server on every load', async () => {
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest with its own content type, checked on every load', async () => {
    const res = await app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets for a year, other files for an hour, the page never', async () => {
    expect((await app.inject('/assets/app-1234.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    const page = await app.inject('/');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
