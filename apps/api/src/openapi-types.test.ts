import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('the files generated from the OpenAPI document (web client types, API reference) are the routes as they are', {
  timeout: 120_000,
}, () => {
  // Generated in a process of its own: API test files share their modules (isolate off), and the document
  // built after another file's tests once differed from the one `npm run api:types` writes.
  const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/openapi.ts', '--print'], {
    cwd: apiDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const [file, fresh] of Object.entries(JSON.parse(printed) as Record<string, string>)) {
    if (fresh !== readFileSync(file, 'utf8')) {
      expect.fail(`${path.basename(file)} differs from the API routes: run npm run api:types`);
    }
  }
});
