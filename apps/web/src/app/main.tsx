import './styles.css';
import { reportError } from '@/shared/monitoring/report-error';
import { getSettings } from '@/shared/settings/settings';
import { startTheme } from '@/shared/theme/theme';
import { installErrorReporter } from './error-reporter';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The entry: reads the settings, installs the error reporter (start-up step (a), SPEC §4), then starts
 * either the single-page app or, on a first visit to '/', the landing page alone.
 *
 * Why two roots: React DOM (67 KB gzip) and React Router's data router (31 KB) together exceed the
 * landing page's 90 KB budget (DESIGN.md) before any app code. The landing page is static, so a first
 * visit renders it without the router; its in-app links load the app, which renders the same landing
 * page as its '/' route when navigated to.
 */
async function main(container: HTMLElement) {
  const settings = getSettings();
  // The theme kept on this device (encrypted, so read in a task or two), read while the code downloads:
  // shown before the first screen renders. Until then index.html's theme script painted its first-paint
  // hint (a cookie), else the system's (ADR 0014).
  const theme = startTheme().catch((error: unknown) => reportError(error));

  // Download the app while the reporter loads. Its modules only define things on load: nothing starts
  // (no router, no store restore, no render) before the reporter is installed.
  const landing = window.location.pathname === '/';
  const code = landing ? import('./landing-app') : import('./spa');
  code.catch(() => {}); // awaited below, after the reporter

  // (a) The error reporter first, so everything after it is covered. Sentry is downloaded only with a DSN.
  const rootOptions = await installErrorReporter(settings);

  const module = await code;
  // The app's modules have just run (one task); starting it is another, so a phone's main thread is free
  // between them rather than blocked for their sum.
  await nextTask();
  await theme;
  if ('mountLanding' in module) {
    module.mountLanding(container, rootOptions);
  } else {
    // (b) to (f): router, stores, restore, router ready, mount.
    await module.startApp(container, rootOptions);
  }
}

const container = document.getElementById('root')!;
main(container).catch((error: unknown) => {
  console.error(error);
  reportError(error);
  container.innerHTML =
    '<p role="alert" class="p-8 text-center text-base text-ink">Sextant could not start. Please reload the page.</p>';
});
