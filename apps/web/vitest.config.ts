import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { srcAlias } from './src-alias.ts';
import { webTestsIsolated } from './vitest.isolation.ts';

/**
 * The web tests but those that need modules of their own: they share their worker's modules and its jsdom
 * (vitest.isolation.ts); the others run isolated as `web-isolated` (vitest.isolated.config.ts).
 */
export default defineProject({
  plugins: [react()],
  resolve: {
    // jsdom has no canvas: the chart library is a stand-in that records what each chart was drawn with.
    alias: [
      ...srcAlias,
      {
        find: /^uplot$/,
        replacement: fileURLToPath(new URL('./src/test/uplot-stand-in.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: webTestsIsolated(),
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    // Four workers share two cores (vitest.config.ts): a screen's test can pass 5 s on a busy machine
    // (the import page's refused-file test timed out at 5 s in CI once) without anything being wrong.
    testTimeout: 15_000,
  },
});
