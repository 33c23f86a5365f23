import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const src = path.join(import.meta.dirname, 'src');

/**
 * What makes a test file need modules of its own: a mock (`vi.mock` replaces a module only for the files
 * that import it afterwards), a fresh copy of every module (a new page: the next file's would be in two),
 * or the whole app mounted (its start-up, guards and kept state begin as a new page's).
 */
const NEEDS_ITS_OWN_MODULES = ['vi.mock(', 'vi.doMock(', 'vi.resetModules(', '@/test/app-router'];

/**
 * The web tests that need modules of their own. The others share their worker's modules and its jsdom
 * (measured: 65 s and 130 core-seconds for the web tests isolated, about 31 s shared), each test
 * ending signed out with the app's session back (src/test/setup.ts).
 */
export function webTestsIsolated(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => {
      const text = readFileSync(path.join(src, file), 'utf8');
      return NEEDS_ITS_OWN_MODULES.some((mark) => text.includes(mark));
    })
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}
