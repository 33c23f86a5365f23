import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/api',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
    // Most of an API test waits on a database: four workers keep 2 cores busy (measured: 310 s with the
    // default of one worker a core, 180 s with four).
    maxWorkers: 4,
  },
});
