import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // `@/` is src/, as in tsconfig.json (which tsx reads when the server runs).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/migrated-databases.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
