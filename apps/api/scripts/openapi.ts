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

/** The API's calls as a page to read. */
export const API_REFERENCE_FILE = path.join(root, 'docs/api.md');

const BLOB = ts.factory.createTypeReferenceNode('Blob');

/** The web client's base URL: its paths are written without it. */
const BASE = '/v1';

const HEADER = `// Generated from the API's OpenAPI document by \`npm run api:types\` (apps/api/scripts/openapi.ts).
// Do not edit: a test fails when this file and the API's routes disagree.
`;

/**
 * The API's OpenAPI document, as the app serves it at /docs/json. No data is needed to build it: the app gets a
 * PostgreSQL pool that is never used (a pool connects at its first query), where an empty PGlite took 4 s to
 * make.
 */
export async function openApiDocument(): Promise<OpenAPI3> {
  const database = await openDatabase({ kind: 'postgres', url: 'postgres://openapi.invalid/none' });
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
async function apiTypesSource(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(underBase(document), {
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

/** A summary as a sentence: with its full stop, unless it ends in its own punctuation. */
const sentence = (text: string) => (/[.?!)]$/.test(text) ? text : `${text}.`);

type Operation = { summary?: string; description?: string; 'x-scope'?: string; responses?: object };

/** The text of docs/api.md: the document as a page to read on GitHub, by tag, in the order the routes are served. */
function apiReferenceSource(document: OpenAPI3): string {
  const byTag = new Map<string, string[]>();
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item as Record<string, unknown>)) {
      const operation = value as Operation & { tags?: string[] };
      const answers = Object.entries(operation.responses ?? {})
        .map(([status, response]) => {
          // A file answered in another type than JSON (a CSV export) says so.
          const types = Object.keys((response as { content?: object }).content ?? {});
          return types.length && !types.includes('application/json')
            ? `${status} (${types.join(', ')})`
            : status;
        })
        .join(', ');
      const entry = [
        `### \`${method.toUpperCase()} ${route}\``,
        '',
        `${sentence(operation.summary ?? '')} Scope: \`${operation['x-scope'] ?? 'public'}\`. Answers: ${answers}.`,
        ...(operation.description ? ['', operation.description] : []),
        '',
      ].join('\n');
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
    }
  }
  const sections = [...byTag].map(([tag, entries]) => [`## ${tag}`, '', ...entries].join('\n'));
  return [
    '# API reference',
    '',
    '<!-- Generated from the OpenAPI document by `npm run api:types` (apps/api/scripts/openapi.ts). Do not edit:',
    '     a call is described in its contract (packages/contracts/src/routes/), and a test fails when this page is stale. -->',
    '',
    'The same document is served at `/docs` (browsable) and `/docs/json` when the server runs with `API_DOCS=public`. Scopes are defined in',
    '`packages/contracts/src/route.ts`.',
    '',
    document.info.description ?? '',
    '',
    ...sections,
  ].join('\n');
}

/** Every file generated from the API's OpenAPI document, by path. */
async function generatedFromOpenApi(): Promise<Record<string, string>> {
  const document = await openApiDocument();
  return {
    [API_TYPES_FILE]: await apiTypesSource(document),
    [API_REFERENCE_FILE]: apiReferenceSource(document),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const generated = await generatedFromOpenApi();
  if (process.argv[2] === '--print') {
    // The test's way in: a process of its own, so no other test file's module state can colour the document.
    process.stdout.write(JSON.stringify(generated));
  } else {
    for (const [file, text] of Object.entries(generated)) {
      writeFileSync(file, text);
      console.log(`Wrote ${path.relative(root, file)}`);
    }
  }
}
