import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from '../scripts/openapi';

it("the web client's generated API types are the API's routes as they are", {
  timeout: 120_000,
}, async () => {
  const committed = readFileSync(API_TYPES_FILE, 'utf8');
  const fresh = await apiTypesSource();
  if (fresh !== committed) {
    expect.fail('packages/contracts/src/generated/api.ts differs from the API routes: run npm run api:types');
  }
});
