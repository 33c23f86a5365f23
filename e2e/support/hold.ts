import type { Page } from '@playwright/test';

/**
 * Holds the page's calls to a URL until the returned `release()` is called, so that what the screen shows
 * while they are pending stays long enough to be checked.
 */
export async function holdCalls(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
