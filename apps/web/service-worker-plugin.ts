import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Built files the shell needs offline; source maps, the Vite manifest and precompressed copies are not. */
const SHELL_FILE = /\.(js|css|woff2|svg|png|webmanifest)$/;

function publicFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publicFiles(join(dir, entry.name), root) : [relative(root, join(dir, entry.name))],
  );
}

/**
 * Writes dist/sw.js from service-worker.js with the list of the build's shell files (ADR 0011). The version
 * is a hash of that list and the worker's own source: a new build with any changed file is a new worker,
 * which the app offers as "A new version is available".
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'sextant-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((file) => SHELL_FILE.test(file) && !file.startsWith('.vite/'));
      const fromPublic = publicFiles(publicDir).filter((file) => SHELL_FILE.test(file));
      const files = [...new Set([...built, ...fromPublic])].sort().map((file) => `/${file}`);
      const source = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
      const hash = createHash('sha256').update(source);
      for (const file of files) {
        const output = bundle[file.slice(1)];
        hash.update(file);
        // Hashed build files change name with their content; public files are hashed by content here.
        if (!output) hash.update(readFileSync(join(publicDir, file)));
      }
      const version = hash.digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source.replace('self.__SHELL__', JSON.stringify({ files, version })),
      });
    },
  };
}
