import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repository's root (this file is apps/api/src/architecture-doc.test.ts). */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOC = 'docs/ARCHITECTURE.md';

/** File endings that make a backticked word a path even without a slash: `README.md`, `biome.json`. */
const FILE_ENDING = /\.(ts|tsx|js|mjs|cjs|json|md|sql|css|html|svg|png|sh|ya?ml)$/;

/**
 * The repository paths a markdown text names, each once: its inline code spans that read as a path (a slash
 * or a known file ending, no spaces). Left out: URLs, package and alias imports (`@…`), globs and
 * placeholders (`admin-*.ts`, `<domain>`), and paths from a URL's root (`/v1/…`, a screen's `/tabs/…`).
 */
function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, span = ''] of markdown.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
    const token = span.trim();
    if (/\s/.test(token) || !(token.includes('/') || FILE_ENDING.test(token))) continue;
    if (/^[a-z][a-z0-9+.-]*:/i.test(token) || /^[/@]/.test(token) || /[*?<>{}[\]]/.test(token)) continue;
    paths.add(token);
  }
  return [...paths];
}

/** Those of the paths that do not exist under the root. */
const missingUnder = (root: string, paths: string[]) =>
  paths.filter((named) => !existsSync(path.join(root, named)));

describe('docs/ARCHITECTURE.md', () => {
  it('finds the paths a text names, and reports the one that does not exist', () => {
    const sample = [
      'The app is built in `apps/api/src/app.ts`, its routes in `apps/api/src/no-such-folder/routes.ts`;',
      'see `README.md` and `e2e/tests/`. Not paths: `GET /v1/policy`, `/tabs/policies`, `https://example.com/a`,',
      '`@sextant/contracts/route`, `apps/web/src/features/<domain>/`, `admin-*.ts`, `app.money`, `madeFrom`.',
    ].join('\n');
    const paths = namedPaths(sample);
    expect(paths).toEqual([
      'apps/api/src/app.ts',
      'apps/api/src/no-such-folder/routes.ts',
      'README.md',
      'e2e/tests/',
    ]);
    expect(missingUnder(ROOT, paths)).toEqual(['apps/api/src/no-such-folder/routes.ts']);
  });

  it('names only paths that exist', () => {
    const paths = namedPaths(readFileSync(path.join(ROOT, DOC), 'utf8'));
    // An extractor that finds nothing would pass the check below: the page names well over 50 paths.
    expect(paths.length).toBeGreaterThan(50);
    expect(missingUnder(ROOT, paths), `${DOC} names paths that do not exist`).toEqual([]);
  });
});
