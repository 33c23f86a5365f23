import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
// By path, as vite.config.ts imports contracts: Vite loads its config with Node.
import {
  CHUNK_MODULES_FILE,
  type ChunkModules,
  SCREEN_MODULES_FILE,
  type ScreenModules,
} from '../../packages/contracts/src/web-build';
import { SCREENS, type Screen, screenModules } from './src/shared/routing/screens';

/**
 * Writes dist/.vite/screens.json from the screen manifest: the server reads it with the Vite manifest to name
 * a screen's chunks in its page, so that they download beside the app's start rather than a round trip after
 * it (ADR 0013). Data only: the app never loads it, and the service worker does not keep it.
 */
export function screenModulesFile(): Plugin {
  return {
    name: 'sextant-screen-modules',
    apply: 'build',
    generateBundle() {
      const screens: ScreenModules[] = Object.values<Screen>(SCREENS)
        // Not '/' (the landing page starts alone), a screen that only redirects, or the not-found catch-all.
        .filter((screen) => screen.path !== '/' && !screen.redirects && !screen.path.includes('*'))
        .map((screen) => ({ path: screen.path, modules: screenModules(screen) }));
      this.emitFile({
        type: 'asset',
        fileName: `.vite/${SCREEN_MODULES_FILE}`,
        source: JSON.stringify(screens),
      });
    },
  };
}

/**
 * Writes dist/.vite/chunk-modules.json: the modules bundled into each JavaScript file, by their path from
 * apps/web. The Vite manifest names a file's imports but not its modules; scripts/check-size.ts reads this
 * to assert that no client screen starts with back-office code. Data only, like screens.json.
 */
export function chunkModulesFile(): Plugin {
  let root = '';
  return {
    name: 'sextant-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = output.moduleIds
          // Not the bundler's virtual modules (a \0 id), which are no file of ours.
          .filter((id) => !id.startsWith('\0'))
          .map((id) => relative(root, id).split(sep).join('/'));
      }
      this.emitFile({
        type: 'asset',
        fileName: `.vite/${CHUNK_MODULES_FILE}`,
        source: JSON.stringify(chunks),
      });
    },
  };
}
