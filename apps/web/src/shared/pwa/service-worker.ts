import { toastAction } from '@/shared/ui/toast';

export const UPDATE_TEXT = 'A new version is available';

/** Offers a worker that waits for its turn; "Reload" lets it take over, then the page reloads on it. */
function offer(worker: ServiceWorker) {
  toastAction(UPDATE_TEXT, {
    label: 'Reload',
    run: () => worker.postMessage({ type: 'SKIP_WAITING' }),
  });
}

/**
 * Registers /sw.js (ADR 0011) and offers each new version once it has installed. Until the user reloads,
 * the open tab keeps running the build it started with (the API stays compatible within /v1).
 */
export async function registerServiceWorker(container: ServiceWorkerContainer): Promise<void> {
  // Reload when a new worker replaces the one in control (after "Reload"); not when the first install
  // takes a page that had none.
  let controlled = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (controlled && !reloading) {
      reloading = true;
      window.location.reload();
    }
    controlled = true;
  });

  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  const registration = await container.register('/sw.js', { scope: '/' });
  // A new version found before this ran (the browser checks on every navigation) is waiting or installing.
  if (registration.waiting && container.controller) offer(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

/** After the page has loaded and the browser is idle, so the first paint never waits on it. */
export function scheduleServiceWorker(): void {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container) return;
  const start = () => {
    const register = () =>
      registerServiceWorker(container).catch((error: unknown) => {
        console.info('Sextant: the app works without its offline copy here.', error);
      });
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
