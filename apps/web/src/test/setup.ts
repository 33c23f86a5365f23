import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { currentSession, type SessionSource, setSessionSource } from '@/shared/http/client';
import { resetSessionStores } from '@/shared/session/session-stores';
import { dismissAllToasts } from '@/shared/ui/toast';

// findBy and waitFor give up after 1 s by default: too short when CI runs the API's database tests beside
// these on two cores. A screen that never shows still fails, just later.
configure({ asyncUtilTimeout: 5000 });

// The session a test found: some tests plug in a session of their own (setSessionSource), and the files of a
// worker share their modules (vitest.isolation.ts), so the next file must get the app's back.
let session: SessionSource;

beforeEach(() => {
  session = currentSession();
  // No test reaches a network: calls a test does not answer (mockApi) get a 404.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404, statusText: 'Not Found' })),
  );
});

afterEach(() => {
  cleanup();
  // Signed out at the end of each test, as a new page starts: the files of a worker share their modules
  // (vitest.isolation.ts), so a session one left would be the next one's.
  resetSessionStores();
  setSessionSource(session);
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  // The toasts' queue is the module's: one a test raised would be the next one's.
  dismissAllToasts();
  // Online again, as a new page starts: a test whose calls got no answer leaves the shared connection state
  // offline (shared/http/connection.ts), and the offline banner's test then began with the banner showing.
  window.dispatchEvent(new Event('online'));
});

// jsdom has no layout; ScrollRestoration calls scrollTo.
window.scrollTo = () => {};
