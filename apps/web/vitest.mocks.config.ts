import { defineProject } from 'vitest/config';
import web from './vitest.config.ts';
import { webTestsThatMock } from './vitest.isolation.ts';

/** The web tests that replace a module with `vi.mock`, each file isolated (vitest.isolation.ts). */
export default defineProject({
  ...web,
  test: { ...web.test, name: 'web-mocks', include: webTestsThatMock(), exclude: [], isolate: true },
});
