import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { generatedFiles, sameCode } from './screens-codegen';

const web = join(import.meta.dirname, '../..');

describe('screen manifest', () => {
  it.each(Object.entries(generatedFiles()))('%s is up to date (else run `npm run screens`)', (path, code) => {
    expect(sameCode(readFileSync(join(web, path), 'utf8'), code)).toBe(true);
  });

  it('tells stale code from fresh code', () => {
    expect(sameCode("a = { b: 'c' };", "a = {\n  b: 'c',\n};\n")).toBe(true);
    expect(sameCode("a = { b: 'c' };", "a = { b: 'd' };")).toBe(false);
  });

  it("loads every screen's component, or the loader of a screen that redirects", async () => {
    const lazyRoutes = (list: typeof routes): typeof routes =>
      list.flatMap((route) => [...(route.lazy ? [route] : []), ...lazyRoutes(route.children ?? [])]);
    for (const route of lazyRoutes(routes)) {
      if (typeof route.lazy !== 'function') throw new Error('lazy routes load as a whole');
      const loaded = await route.lazy();
      expect(loaded.Component ?? loaded.loader, route.path ?? 'index').toBeTypeOf('function');
    }
    // Transforms every screen's module graph once: 4 s alone, past the default 5 s beside the other workers.
  }, 60_000);
});
