import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the web app's typed client reads the API's paths, params, bodies and answers from. */
export const API_TYPES_FILE = path.join(root, 'packages/contracts/src/generated/api.ts');

const BLOB = ts.factory.createTypeReferenceNode('Blob');

/** The web client's base URL: its paths are written without it. */
const BASE = '/v1';

const HEADER = `// Generated from the API's OpenAPI document by \`npm run api:types\` (apps/api/scripts/openapi.ts).
// Do not edit: a test fails when this file and the API's routes disagree.
`;

/** The API's OpenAPI document, as the app serves it at /docs/json; no data is needed to build it. */
export async function openApiDocument(): Promise<OpenAPI3> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const app = await buildApp({
    database,
    jwtSecret: 'openapi-document-only-secret-long-enough-for-hs256',
    settings: {
      sentryDsn: null,
      environment: 'production',
      release: null,
      links: { about: 'https://a.example', terms: 'https://a.example', privacy: 'https://a.example' },
    },
    publicUrl: 'https://portal.invalid',
    mailer: { send: async () => {} },
  });
  try {
    await app.ready();
    return app.swagger() as OpenAPI3;
  } finally {
    await app.close();
    await database.close();
  }
}

/** The document's API calls, keyed by their path under the client's base URL. */
function underBase(document: OpenAPI3): OpenAPI3 {
  const paths: NonNullable<OpenAPI3['paths']> = {};
  for (const [key, item] of Object.entries(document.paths ?? {})) {
    if (key.startsWith(`${BASE}/`)) paths[key.slice(BASE.length)] = item;
  }
  return { ...document, paths };
}

/** The text of packages/contracts/src/generated/api.ts: types only, formatted as the repository's code. */
export async function apiTypesSource(): Promise<string> {
  const ast = await openapiTS(underBase(await openApiDocument()), {
    // A file field is what the browser sends: a Blob (a File is one).
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  const source = HEADER + astToString(ast);
  return execFileSync(
    path.join(root, 'node_modules/.bin/biome'),
    ['format', `--stdin-file-path=${API_TYPES_FILE}`],
    {
      cwd: root,
      input: source,
      encoding: 'utf8',
    },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await apiTypesSource());
  console.log(`Wrote ${path.relative(root, API_TYPES_FILE)}`);
}
