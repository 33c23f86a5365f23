import type { Plugin } from 'vite';
// By path, as vite.config.ts imports contracts: Vite loads its config with Node.
import { SCREEN_MODULES_FILE, type ScreenModules } from '../../packages/contracts/src/web-build';
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
