import type { Page, Route } from '@playwright/test';
import { controlledByServiceWorker } from '../support/pwa';
import { expect, ownSessionTest as test } from '../support/signed-in';

// The one journey with its service worker: every other spec blocks them (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const OFFLINE =
  /^You're offline\. These are the figures from when you were last online at \d{2}:\d{2}; they're kept only until you close this tab\.$/;

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The query cache's copy in this tab's session storage (SPEC §4), as written after a screen settles. */
async function cacheKept(page: Page) {
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('query-cache')?.slice(0, 3) ?? null))
    .toBe('e2:');
  // The copy is rewritten at most once a second: let the last answers of the screen reach it.
  await page.waitForTimeout(1500);
}

test('the app is installable: a valid manifest with its icons, and a service worker in control after a reload', async ({
  page,
}) => {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Sextant client portal',
    short_name: 'Sextant',
    start_url: '/tabs/policies',
    scope: '/',
    display: 'standalone',
    theme_color: '#0a162b',
  });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [192, 'maskable'],
    [512, 'maskable'],
  ] as const) {
    const icon = icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
    expect(icon, `${size} ${purpose}`).toBeDefined();
    const file = await page.request.get(icon!.src);
    expect(file.status(), icon!.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body())).toEqual({ width: size, height: size });
  }
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const appleIcon = await page.request.get(apple!);
  expect(appleIcon.status()).toBe(200);
  expect(pngSize(await appleIcon.body())).toEqual({ width: 180, height: 180 });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0a162b');

  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);

  await controlledByServiceWorker(page);

  // The shell is kept; no answer of the API ever is.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/');
  expect(cached.some((url) => /^\/assets\/.+\.js$/.test(url))).toBe(true);
  expect(cached.some((url) => /^\/assets\/.+\.css$/.test(url))).toBe(true);
  expect(cached).toContain('/icons/icon-192.png');
  expect(cached.filter((url) => /^\/(v1|docs|health)(\/|$)/.test(url))).toEqual([]);
});

test('offline, a reload shows the app with the last figures and says how old they are; back online it refetches', async ({
  page,
  context,
}) => {
  const total = page.getByTestId('portfolio-total');
  const seen = await total.textContent();
  expect(seen).toMatch(/^£[\d,]+\.\d{2}$/);
  await controlledByServiceWorker(page);
  await cacheKept(page);

  // Nothing reaches the server: the page's calls, and the service worker's own (which the offline switch
  // does not cover).
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.reload();

  await expect(total).toHaveText(seen!);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveText(OFFLINE);
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // Back online: the banner goes and the figures are fetched again.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  const refetched = page.waitForResponse((response) => response.url().endsWith('/v1/policy'));
  await context.setOffline(false);
  await refetched;
  await expect(page.getByText("You're offline")).toHaveCount(0);
  await expect(total).toHaveText(seen!);
});

test('a reload draws the figures kept in session storage before any answer of the API', async ({
  page,
  context,
}) => {
  const total = page.getByTestId('portfolio-total');
  const seen = await total.textContent();
  await cacheKept(page);

  // Every call of the API is held until the figures have been checked.
  const held: Route[] = [];
  let holding = true;
  let answered = 0;
  await context.route('**/v1/**', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) answered += 1;
  });
  // Not waiting for the load event: the page's images from the API are held too.
  await page.reload({ waitUntil: 'commit' });

  await expect(total).toHaveText(seen!);
  await expect(page.getByRole('article')).toHaveCount(4);
  expect(answered).toBe(0);

  // Then the stale answers refetch in the background.
  holding = false;
  for (const route of held) await route.continue();
  await expect.poll(() => answered).toBeGreaterThan(0);
  await expect(total).toHaveText(seen!);
});

test('signing out forgets the kept figures: a reload after it has nothing to show', async ({ page }) => {
  await cacheKept(page);
  await page.getByRole('link', { name: 'Account' }).first().click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('query-cache'))).toBeNull();
  // A screen opened again afterwards asks for a sign-in, with no figures of the last session on the way.
  await page.goto('/tabs/policies');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('portfolio-total')).toHaveCount(0);
});
