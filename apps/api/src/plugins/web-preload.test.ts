import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import webPlugin, { appStartFiles, screenAt, withPreloads } from './web';

const settings = {
  sentryDsn: null,
  environment: 'test',
  release: null,
  links: { about: 'https://a.example/', terms: 'https://a.example/t', privacy: 'https://a.example/p' },
};

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  'src/app/spa.tsx': { file: 'assets/spa-1.js', imports: ['_react-1.js', '_app-1.js', '_icons-1.js'] },
  'src/app/landing-app.tsx': { file: 'assets/landing-app-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_app-1.js': { file: 'assets/app-1.js', imports: ['_react-1.js'] },
  '_icons-1.js': { file: 'assets/icons-1.js', imports: ['_react-1.js'] },
  'src/app/tabs-layout.tsx': { file: 'assets/tabs-layout-1.js', imports: ['_app-1.js'] },
  'src/features/policies/pages/policies-page.tsx': {
    file: 'assets/policies-page-1.js',
    imports: ['_app-1.js', '_money-1.js'],
  },
  'src/features/policies/pages/policy-view-page.tsx': { file: 'assets/policy-view-page-1.js' },
  '_money-1.js': { file: 'assets/money-1.js' },
};

const screens = [
  {
    path: '/tabs/policies',
    modules: ['src/app/tabs-layout.tsx', 'src/features/policies/pages/policies-page.tsx'],
  },
  {
    path: '/tabs/policies/view/:id',
    modules: ['src/app/tabs-layout.tsx', 'src/features/policies/pages/policy-view-page.tsx'],
  },
  { path: '/tabs/policies/allowances', modules: ['src/app/tabs-layout.tsx'] },
];

const page =
  '<html><head><!--app-settings--><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body></body></html>';

describe("the app's start preloads (ADR 0013)", () => {
  it('finds the screen of a path, its fixed segments before its parameters', () => {
    expect(screenAt(screens, '/tabs/policies')?.path).toBe('/tabs/policies');
    expect(screenAt(screens, '/tabs/policies/')?.path).toBe('/tabs/policies');
    expect(screenAt(screens, '/tabs/policies/allowances')?.path).toBe('/tabs/policies/allowances');
    expect(screenAt(screens, '/tabs/policies/view/abc')?.path).toBe('/tabs/policies/view/:id');
    expect(screenAt(screens, '/tabs/policies/abc')).toBeUndefined();
    expect(screenAt(screens, '/tabs/policies/view/abc/more')).toBeUndefined();
    expect(screenAt(screens, '/tabs')).toBeUndefined();
    expect(screenAt([], '/tabs/policies')).toBeUndefined();
    // As React Router ranks them, whichever comes first in the list.
    const ranked = [
      { path: '/admin/clients/:id', modules: [] },
      { path: '/admin/clients/new', modules: [] },
    ];
    expect(screenAt(ranked, '/admin/clients/new')?.path).toBe('/admin/clients/new');
    expect(screenAt(ranked, '/admin/clients/c-1')?.path).toBe('/admin/clients/:id');
  });

  it("lists the single-page app's chunk and what it imports, each once", () => {
    expect(appStartFiles(manifest)).toEqual([
      'assets/spa-1.js',
      'assets/react-1.js',
      'assets/app-1.js',
      'assets/icons-1.js',
    ]);
    expect(appStartFiles(undefined)).toEqual([]);
  });

  it('preloads only what the page does not name already', () => {
    const html = withPreloads(page, appStartFiles(manifest));
    expect(html.match(/modulepreload/g)).toHaveLength(4);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/spa-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/icons-1.js">');
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
    expect(withPreloads(page, [])).toBe(page);
  });

  it("serves '/' without them (the landing page starts alone) and every app path with them", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sextant-web-'));
    writeFileSync(path.join(root, 'index.html'), page);
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, '.vite/manifest.json'), JSON.stringify(manifest));
    const app = Fastify();
    await app.register(webPlugin, { root, settings });
    app.setNotFoundHandler((_request, reply) => app.sendApp!(reply));
    try {
      const landing = await app.inject('/');
      expect(landing.statusCode).toBe(200);
      expect(landing.body).toContain('id="app-settings"');
      expect(landing.body).not.toContain('spa-1.js');
      for (const url of ['/login/form', '/tabs/policies?x=1']) {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('id="app-settings"');
        expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/spa-1.js">');
        expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-1.js">');
      }
      expect((await app.inject('/?utm=1')).body).not.toContain('spa-1.js');
    } finally {
      await app.close();
    }
  });

  it("names a screen's own chunks in its page, each file once, and only the app's start elsewhere", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sextant-web-'));
    writeFileSync(path.join(root, 'index.html'), page);
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, '.vite/manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(root, '.vite/screens.json'), JSON.stringify(screens));
    const app = Fastify();
    await app.register(webPlugin, { root, settings });
    app.setNotFoundHandler((_request, reply) => app.sendApp!(reply));
    const preloads = (body: string) =>
      [...body.matchAll(/modulepreload" crossorigin href="\/assets\/([\w-]+)\.js/g)].map((m) => m[1]);
    try {
      // The page's own preload (react-1.js) stays the only one of its file; then the app's start, then the
      // screen's own files.
      expect(preloads((await app.inject('/tabs/policies?q=isa')).body)).toEqual([
        'react-1',
        'spa-1',
        'app-1',
        'icons-1',
        'tabs-layout-1',
        'policies-page-1',
        'money-1',
      ]);
      expect(preloads((await app.inject('/tabs/policies/view/abc')).body)).toEqual([
        'react-1',
        'spa-1',
        'app-1',
        'icons-1',
        'tabs-layout-1',
        'policy-view-page-1',
      ]);
      expect(preloads((await app.inject('/no/such/screen')).body)).toEqual([
        'react-1',
        'spa-1',
        'app-1',
        'icons-1',
      ]);
      expect(preloads((await app.inject('/')).body)).toEqual(['react-1']);
    } finally {
      await app.close();
    }
  });

  it('serves the page as it is when the build has no manifest', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sextant-web-'));
    writeFileSync(path.join(root, 'index.html'), page);
    const app = Fastify();
    await app.register(webPlugin, { root, settings });
    app.setNotFoundHandler((_request, reply) => app.sendApp!(reply));
    try {
      const res = await app.inject('/tabs/policies');
      expect(res.statusCode).toBe(200);
      expect(res.body.match(/modulepreload/g)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
