import { StrictMode } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { AppLinkProvider } from '@/shared/routing/app-link';
import { documentTitle, LANDING_TITLE } from '@/shared/routing/route-title-text';

let prefetched = false;

/** On the first sign the visitor is heading into the app, fetch it so the next page starts at once. */
function prefetchApp() {
  if (prefetched) return;
  prefetched = true;
  import('./spa').catch(() => {
    prefetched = false;
  });
}

/** A first visit to '/': the landing page without the router (see main.tsx). */
export function mountLanding(container: HTMLElement, rootOptions: RootOptions): void {
  document.title = documentTitle(LANDING_TITLE);
  createRoot(container, rootOptions).render(
    <StrictMode>
      <AppLinkProvider value={{ prefetch: prefetchApp }}>
        <LandingPage />
      </AppLinkProvider>
    </StrictMode>,
  );
}
