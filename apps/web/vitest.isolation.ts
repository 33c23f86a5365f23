import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const src = path.join(import.meta.dirname, 'src');

/**
 * The web tests that replace a module with `vi.mock`. Most web test files share their worker's modules and
 * its jsdom (measured: 65 s and 130 core-seconds for the web tests isolated, 28 s and 26 without); a mock
 * only replaces a module for the files that import it afterwards, so a file that mocks runs on its own.
 */
export function webTestsThatMock(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(path.join(src, file), 'utf8').includes('vi.mock('))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}
