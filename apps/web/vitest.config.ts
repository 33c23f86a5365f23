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
  },
});
