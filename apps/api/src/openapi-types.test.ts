import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generatedFromOpenApi } from '../scripts/openapi';

it('the files generated from the OpenAPI document (web client types, API reference) are the routes as they are', {
  timeout: 120_000,
}, async () => {
  for (const [file, fresh] of Object.entries(await generatedFromOpenApi())) {
    if (fresh !== readFileSync(file, 'utf8')) {
      expect.fail(`${path.basename(file)} differs from the API routes: run npm run api:types`);
    }
  }
});
