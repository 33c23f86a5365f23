import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/migrated-databases.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
