/**
 * What the web build leaves beside its files for the server and the size check (apps/web/dist/.vite): Vite's
 * manifest, each screen's route modules and each file's modules (apps/web/screen-modules-plugin.ts). The server names a screen's
 * chunks in its page from them (ADR 0013); scripts/check-size.ts sums what each screen loads.
 */

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's manifest: chunks by module id (`src/app/spa.tsx`) or by shared chunk name. */
export type ViteManifest = Record<string, ManifestChunk>;

/** One screen's address (a React Router pattern) and the lazy modules its route loads, layouts first. */
export interface ScreenModules {
  path: string;
  modules: string[];
}

/** Vite's manifest key of the single-page app, which every path but '/' starts (apps/web/src/app/main.tsx). */
export const SPA_MODULE = 'src/app/spa.tsx';

/** In the build's `.vite` folder, beside `manifest.json`. */
export const SCREEN_MODULES_FILE = 'screens.json';

/**
 * The build's module graph as the size check reads it: each JavaScript file (as the Vite manifest names it,
 * `assets/app-….js`) with the modules bundled into it, by their path from apps/web (`src/app/spa.tsx`).
 */
export type ChunkModules = Record<string, string[]>;

/** In the build's `.vite` folder too (apps/web/screen-modules-plugin.ts). */
export const CHUNK_MODULES_FILE = 'chunk-modules.json';

/** The files of these modules and of everything they import statically, each once; unknown ids add none. */
export function filesOf(manifest: ViteManifest | undefined, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest?.[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}
