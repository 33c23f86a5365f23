import type { BrowserOptions } from '@sentry/react';
import { redactSecretPaths } from '@sextant/contracts/paths';
import type { PublicSettings } from '@sextant/contracts/settings';

/** The integration factories the options use; injected so the options stay a pure function. */
export type SentryIntegrations = Pick<
  typeof import('@sentry/react'),
  'dedupeIntegration' | 'globalHandlersIntegration' | 'linkedErrorsIntegration' | 'browserTracingIntegration'
>;

/** Noise that is not ours: cross-origin script errors, a benign layout warning, browser extensions. */
export const IGNORE_ERRORS: Array<string | RegExp> = [
  /^Script error\.?$/,
  /ResizeObserver loop/,
  /^Extension context invalidated/,
  /Could not establish connection\. Receiving end does not exist/,
  /^top\.GLOBALS/,
  /originalCreateNotification/,
  /canvas\.contentDocument/,
  /MyApp_RemoveAllHighlights/,
  /atomicFindClose/,
  /fb_xd_fixture/,
  /bmi_SafeAddOnload/,
  /EBCallBackMessageReceived/,
  /conduitPage/,
  /__gCrWeb/,
];

/** Errors raised from browser extensions' own scripts. */
export const DENY_URLS: Array<string | RegExp> = [
  /^chrome-extension:\/\//i,
  /^moz-extension:\/\//i,
  /^safari-extension:\/\//i,
  /^safari-web-extension:\/\//i,
  /^ms-browser-extension:\/\//i,
  /^edge-extension:\/\//i,
  /^chrome:\/\//i,
  /^resource:\/\//i,
  /extensions\//i,
];

interface Scrubbable {
  request?: { url?: string };
  transaction?: string;
  spans?: Array<{ description?: string }>;
}

/** Invite and reset codes ride in page addresses: they leave the browser only as '[code]'. */
export function scrubEvent<E extends Scrubbable>(event: E): E {
  if (event.request?.url) event.request.url = redactSecretPaths(event.request.url);
  if (event.transaction) event.transaction = redactSecretPaths(event.transaction);
  for (const span of event.spans ?? [])
    if (span.description) span.description = redactSecretPaths(span.description);
  return event;
}

export function scrubBreadcrumb<B extends { data?: Record<string, unknown> }>(crumb: B): B {
  for (const key of ['url', 'to', 'from']) {
    const value = crumb.data?.[key];
    if (typeof value === 'string') crumb.data![key] = redactSecretPaths(value);
  }
  return crumb;
}

/** Options of `Sentry.init` (SPEC §8/§9). Only called when a DSN is configured. */
export function sentryOptions(settings: PublicSettings, sentry: SentryIntegrations): BrowserOptions {
  return {
    dsn: settings.sentryDsn ?? undefined,
    environment: settings.environment,
    release: settings.release ?? undefined,
    tracesSampleRate: 1,
    maxBreadcrumbs: 100,
    integrations: [
      sentry.dedupeIntegration(),
      sentry.globalHandlersIntegration({ onerror: true, onunhandledrejection: true }),
      sentry.linkedErrorsIntegration({ limit: 5 }),
      sentry.browserTracingIntegration(),
    ],
    ignoreErrors: IGNORE_ERRORS,
    denyUrls: DENY_URLS,
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  };
}
