#!/usr/bin/env node
// Writes .gz and .br files next to the built JavaScript, CSS and SVG assets: the API serves them
// precompressed (hashed, immutable files), so nothing is compressed per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const assets = join(dirname(fileURLToPath(import.meta.url)), '../dist/assets');
const COMPRESSIBLE = new Set(['.js', '.css', '.svg']);

const files = (await readdir(assets)).filter((name) => COMPRESSIBLE.has(extname(name)));

let before = 0;
let afterBr = 0;
await Promise.all(
  files.map(async (name) => {
    const path = join(assets, name);
    const bytes = await readFile(path);
    const [gz, br] = await Promise.all([
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      brotliAsync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ]);
    await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
    before += bytes.length;
    afterBr += br.length;
  }),
);

console.log(
  `precompress: ${files.length} files, ${(before / 1024).toFixed(1)} KB -> ${(afterBr / 1024).toFixed(1)} KB brotli (.gz and .br written)`,
);
