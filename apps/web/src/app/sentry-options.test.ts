import * as Sentry from '@sentry/react';
import type { PublicSettings } from '@sextant/contracts/settings';
import { describe, expect, it, vi } from 'vitest';
import {
  DENY_URLS,
  IGNORE_ERRORS,
  type SentryIntegrations,
  scrubBreadcrumb,
  scrubEvent,
  sentryOptions,
} from './sentry-options';

const settings: PublicSettings = {
  sentryDsn: 'https://public@o1.ingest.sentry.io/2',
  environment: 'production',
  release: 'sextant@1.0.0',
  links: {
    about: 'https://www.sextant.example/about',
    terms: 'https://www.sextant.example/terms',
    privacy: 'https://www.sextant.example/privacy',
  },
};

function fakeIntegrations() {
  return {
    dedupeIntegration: vi.fn(() => ({ name: 'Dedupe' })),
    globalHandlersIntegration: vi.fn((options: unknown) => ({ name: 'GlobalHandlers', options })),
    linkedErrorsIntegration: vi.fn((options: unknown) => ({ name: 'LinkedErrors', options })),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  };
}

describe('sentryOptions', () => {
  it('passes exactly the settings of SPEC §8/§9', () => {
    const integrations = fakeIntegrations();
    expect(sentryOptions(settings, integrations as unknown as SentryIntegrations)).toEqual({
      dsn: 'https://public@o1.ingest.sentry.io/2',
      environment: 'production',
      release: 'sextant@1.0.0',
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
  });

  it('never sends an invite or reset code', () => {
    const event = scrubEvent({
      request: { url: 'https://portal.example/invite/SECRET-CODE' },
      transaction: '/password-reset/SECRET-CODE',
      spans: [{ description: 'GET /v1/invite/SECRET-CODE' }],
    });
    expect(JSON.stringify(event)).not.toContain('SECRET-CODE');
    expect(event.request.url).toBe('https://portal.example/invite/[code]');
    const crumb = scrubBreadcrumb({
      data: { from: '/invite/SECRET-CODE', to: '/login/form', url: '/v1/invite/SECRET-CODE' },
    });
    expect(JSON.stringify(crumb)).not.toContain('SECRET-CODE');
  });

  it('builds the real integrations: duplicates dropped, global handlers, linked errors, tracing', () => {
    const options = sentryOptions(settings, Sentry);
    const names = (options.integrations as Array<{ name: string }>).map((integration) => integration.name);
    expect(names).toEqual(['Dedupe', 'GlobalHandlers', 'LinkedErrors', 'BrowserTracing']);
  });

  it('ignores script errors, the ResizeObserver loop and extension errors', () => {
    const ignored = (message: string) =>
      IGNORE_ERRORS.some((pattern) =>
        typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message),
      );
    expect(ignored('Script error.')).toBe(true);
    expect(ignored('Script error')).toBe(true);
    expect(ignored('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(ignored('ResizeObserver loop limit exceeded')).toBe(true);
    expect(ignored('Extension context invalidated.')).toBe(true);
    expect(ignored("Cannot read properties of undefined (reading 'policies')")).toBe(false);

    const denied = (url: string) =>
      DENY_URLS.some((pattern) => typeof pattern !== 'string' && pattern.test(url));
    expect(denied('chrome-extension://abcdef/content.js')).toBe(true);
    expect(denied('moz-extension://1234/script.js')).toBe(true);
    expect(denied('safari-extension://com.example/script.js')).toBe(true);
    expect(denied('safari-web-extension://1234/script.js')).toBe(true);
    expect(denied('https://portal.example/assets/index-abc.js')).toBe(false);
  });

  it('reports no release when the deployment names none', () => {
    const options = sentryOptions(
      { ...settings, release: null },
      fakeIntegrations() as unknown as SentryIntegrations,
    );
    expect(options.release).toBeUndefined();
  });
});
