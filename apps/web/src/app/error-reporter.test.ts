import type { PublicSettings } from '@sextant/contracts/settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '@/shared/monitoring/report-error';
import { DEFAULT_SETTINGS } from '@/shared/settings/settings';
import { installErrorReporter } from './error-reporter';
import { DENY_URLS, IGNORE_ERRORS, scrubBreadcrumb, scrubEvent } from './sentry-options';

const sentry = vi.hoisted(() => {
  const handler = () => {};
  return {
    handler,
    init: vi.fn(),
    captureException: vi.fn(),
    reactErrorHandler: vi.fn(() => handler),
    dedupeIntegration: vi.fn(() => ({ name: 'Dedupe' })),
    globalHandlersIntegration: vi.fn((options: unknown) => ({ name: 'GlobalHandlers', options })),
    linkedErrorsIntegration: vi.fn((options: unknown) => ({ name: 'LinkedErrors', options })),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  };
});

vi.mock('@sentry/react', () => sentry);

const withDsn: PublicSettings = { ...DEFAULT_SETTINGS, sentryDsn: 'https://public@o1.ingest.sentry.io/2' };

describe('installErrorReporter', () => {
  const stackTraceLimit = Error.stackTraceLimit;
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    Error.stackTraceLimit = stackTraceLimit;
  });

  it('without a DSN loads nothing, initialises nothing and leaves React its defaults', async () => {
    const load = vi.fn();
    expect(await installErrorReporter(DEFAULT_SETTINGS, load)).toEqual({});
    expect(load).not.toHaveBeenCalled();

    // The real loader too: Sentry is never initialised, so nothing can be sent.
    expect(await installErrorReporter(DEFAULT_SETTINGS)).toEqual({});
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('with a DSN initialises Sentry once with the exact options', async () => {
    await installErrorReporter(withDsn);

    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith({
      dsn: 'https://public@o1.ingest.sentry.io/2',
      environment: 'production',
      release: undefined,
      tracesSampleRate: 1,
      maxBreadcrumbs: 100,
      integrations: [
        { name: 'Dedupe' },
        { name: 'GlobalHandlers', options: { onerror: true, onunhandledrejection: true } },
        { name: 'LinkedErrors', options: { limit: 5 } },
        { name: 'BrowserTracing' },
      ],
      ignoreErrors: IGNORE_ERRORS,
      denyUrls: DENY_URLS,
      beforeSend: scrubEvent,
      beforeSendTransaction: scrubEvent,
      beforeBreadcrumb: scrubBreadcrumb,
    });
    expect(Error.stackTraceLimit).toBe(50);
  });

  it('with a DSN captures React render errors through the root options', async () => {
    const rootOptions = await installErrorReporter(withDsn);
    expect(rootOptions).toEqual({
      onUncaughtError: sentry.handler,
      onCaughtError: sentry.handler,
      onRecoverableError: sentry.handler,
    });
    expect(sentry.reactErrorHandler).toHaveBeenCalledTimes(3);
  });

  it('with a DSN forwards errors the app handled itself (error pages) to Sentry', async () => {
    await installErrorReporter(withDsn);
    const error = new Error('chunk failed');
    reportError(error);
    expect(sentry.captureException).toHaveBeenCalledWith(error);
  });

  it('starts the app anyway when the reporter cannot be downloaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    expect(await installErrorReporter(withDsn, load)).toEqual({});
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
