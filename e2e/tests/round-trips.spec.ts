import type { Page } from '@playwright/test';
import { expect, ownSessionTest as test } from '../support/signed-in';

/**
 * Issue 13 item 7 (ADR 0013): a signed-in screen loads in at most 20 requests for the app's own files
 * (the page, scripts, styles, fonts, images; API calls not counted), on a cold cache. Each one is a round
 * trip on a phone. Counting is deterministic, unlike timing; Lighthouse (`npm run lighthouse`) measures time.
 */
const OWN_FILES = 20;

/**
 * Loads `path` with the browser's cache off and returns the app's own files it requested, in order, each
 * once: with the cache off, a chunk preloaded and then imported before its preload ended can go out twice,
 * where a browser with its cache takes the second from memory.
 */
async function ownFilesOf(page: Page, path: string, shown: () => Promise<void>): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // A phone's CPU, as Lighthouse's mobile preset slows it: lazy work that starts late must be counted too.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const origin = new URL(page.url()).origin;
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && !url.pathname.startsWith('/v1/') && !files.includes(url.pathname))
      files.push(url.pathname);
  });
  await page.goto(path);
  await shown();
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return files;
}

test('the policies screen loads in at most 20 of the app’s own files', async ({ page }) => {
  const files = await ownFilesOf(page, '/tabs/policies', async () => {
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.getByTestId('portfolio-total')).toHaveText(/^£/);
  });
  // The screen's chunk and the shared app chunk were among them: the count is of a real load.
  expect(files).toContainEqual(expect.stringMatching(/^\/assets\/policies-page-.+\.js$/));
  expect(files).toContainEqual(expect.stringMatching(/^\/assets\/app-.+\.js$/));
  expect(files.length, files.join('\n')).toBeLessThanOrEqual(OWN_FILES);
});

test('the information screen loads in at most 20 of the app’s own files', async ({ page }) => {
  const files = await ownFilesOf(page, '/tabs/information', async () => {
    await expect(page).toHaveTitle('Information | Sextant');
    await expect(page.getByRole('main')).toBeVisible();
  });
  expect(files).toContainEqual(expect.stringMatching(/^\/assets\/information-page-.+\.js$/));
  expect(files.length, files.join('\n')).toBeLessThanOrEqual(OWN_FILES);
});
