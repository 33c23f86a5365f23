import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy and waitFor give up after 1 s by default: too short when CI runs the API's database tests beside
// these on two cores. A screen that never shows still fails, just later.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // No test reaches a network: calls a test does not answer (mockApi) get a 404.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404, statusText: 'Not Found' })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout; ScrollRestoration calls scrollTo.
window.scrollTo = () => {};
