import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { srcAlias } from './src-alias';

export default defineProject({
  plugins: [react()],
  resolve: { alias: srcAlias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Four workers share two cores (vitest.config.ts): a screen's test can pass 5 s on a busy machine
    // (the import page's refused-file test timed out at 5 s in CI once) without anything being wrong.
    testTimeout: 15_000,
  },
});
