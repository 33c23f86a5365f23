/**
 * The error reporter, loaded by a dynamic import only when a DSN is configured, so that without one
 * Sentry is never downloaded. (Not named "sentry": content blockers drop such files.)
 */
import {
  browserTracingIntegration,
  captureException,
  dedupeIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
  reactErrorHandler,
} from '@sentry/react';
import type { PublicSettings } from '@sextant/contracts/settings';
import type { RootOptions } from 'react-dom/client';
import { setErrorReporter } from '@/shared/monitoring/report-error';
import { sentryOptions } from './sentry-options';

/** SPEC §9: stack traces up to 50 frames. */
const STACK_TRACE_LIMIT = 50;

/** Starts Sentry and returns the React root options that capture render errors. */
export function startReporter(settings: PublicSettings): RootOptions {
  Error.stackTraceLimit = STACK_TRACE_LIMIT;
  init(
    sentryOptions(settings, {
      dedupeIntegration,
      globalHandlersIntegration,
      linkedErrorsIntegration,
      browserTracingIntegration,
    }),
  );
  setErrorReporter((error) => captureException(error));
  return {
    onUncaughtError: reactErrorHandler(),
    onCaughtError: reactErrorHandler(),
    onRecoverableError: reactErrorHandler(),
  };
}
