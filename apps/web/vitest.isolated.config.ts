import { defineProject } from 'vitest/config';
import web from './vitest.config.ts';
import { webTestsIsolated } from './vitest.isolation.ts';

/** The web tests that need modules of their own, each file isolated (vitest.isolation.ts). */
export default defineProject({
  ...web,
  test: { ...web.test, name: 'web-isolated', include: webTestsIsolated(), exclude: [], isolate: true },
});
