import type { PublicSettings } from '@sextant/contracts/settings';
import type { RootOptions } from 'react-dom/client';

export type LoadReporter = () => Promise<{ startReporter(settings: PublicSettings): RootOptions }>;

const loadReporter: LoadReporter = () => import('./reporter');

/**
 * Start-up step (a). With a DSN: loads and starts Sentry, and returns the React root options that capture
 * render errors. Without one: loads nothing and sends nothing; React keeps its default error logging.
 */
export async function installErrorReporter(
  settings: PublicSettings,
  load: LoadReporter = loadReporter,
): Promise<RootOptions> {
  if (!settings.sentryDsn) return {};
  try {
    const { startReporter } = await load();
    return startReporter(settings);
  } catch (error) {
    // A blocked or failed download must not keep the app from starting.
    console.warn('Sextant: error reporting could not start.', error);
    return {};
  }
}
