import { expect, type Page } from '@playwright/test';

/** Waits until the service worker is active and controls this page (a reload hands the page to it). */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByTestId('portfolio-total')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
    /\/sw\.js$/,
  );
}
