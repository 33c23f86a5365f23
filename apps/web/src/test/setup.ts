import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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
