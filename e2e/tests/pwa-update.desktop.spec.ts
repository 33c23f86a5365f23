import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { controlledByServiceWorker } from '../support/pwa';
import { expect, ownSessionTest as test } from '../support/signed-in';

test.use({ serviceWorkers: 'allow' });

// The browser fetches a worker's script itself, past Playwright's routes: the next build is written
// where the server reads it (dist/sw.js is served from disk, never cached), and put back afterwards.
const WORKER = path.resolve(import.meta.dirname, '../../apps/web/dist/sw.js');
const MARK = '\n// the next build (pwa-update.desktop.spec.ts)\n';

test('a new version waits until the client chooses "Reload"', async ({ page }) => {
  await controlledByServiceWorker(page);
  const first = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);

  const built = readFileSync(WORKER, 'utf8').split(MARK)[0]!;
  try {
    writeFileSync(WORKER, built + MARK);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });

    const offer = page.getByText('A new version is available', { exact: true });
    await expect(offer).toBeVisible();
    // Until then the open tab keeps working on the build it started with.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null)).toBe(
      true,
    );
    await page.getByRole('link', { name: 'Insights' }).first().click();
    await expect(page).toHaveURL(/\/tabs\/insights$/);
    await expect(offer).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(offer).toHaveCount(0);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return {
          waiting: registration.waiting !== null,
          controlled: navigator.serviceWorker.controller !== null,
        };
      }),
    ).toEqual({ waiting: false, controlled: true });
  } finally {
    writeFileSync(WORKER, built);
  }
});
