import { expect, type Page, test as plain } from '@playwright/test';
import { chooseRadio, showSystemTheme, type Theme } from '../support/screens';
import { ownSessionTest, test } from '../support/signed-in';

/** The screen as the browser paints it: the theme on <html>, its `color-scheme`, and the page's background. */
async function painted(page: Page) {
  return page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
    return {
      theme: document.documentElement.dataset.theme,
      colorScheme: getComputedStyle(document.documentElement).colorScheme,
      // Relative luminance of the body's background, 0 (black) to 1 (white).
      luminance: (0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)) / 255,
    };
  });
}

async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const shown = await painted(page);
  expect(shown.colorScheme).toBe(theme);
  if (theme === 'dark') expect(shown.luminance).toBeLessThan(0.15);
  else expect(shown.luminance).toBeGreaterThan(0.85);
}

/** Records the theme on <html> at the page's first frame (before its first paint) and any CSP refusal. */
async function watchFirstFrame(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameTheme?: string }).firstFrameTheme =
        document.documentElement.dataset.theme;
    });
  });
  return {
    refused,
    firstFrameTheme: () =>
      page.evaluate(() => (window as unknown as { firstFrameTheme?: string }).firstFrameTheme),
  };
}

/** How many elements of the page would fade or slide when their styles change. */
const transitioning = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('*')].filter((element) =>
        getComputedStyle(element)
          .transitionDuration.split(',')
          .some((duration) => Number.parseFloat(duration) > 0),
      ).length,
  );

plain.describe('dark mode by the system', () => {
  // The journeys run asking for less motion (playwright.config.ts): this one is about the fades themselves.
  plain.use({ reducedMotion: 'no-preference' });

  plain(
    'the landing page and sign-in follow the system from the first frame, within the CSP',
    async ({ page }) => {
      const watch = await watchFirstFrame(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTheme(page, 'dark');
      expect(await watch.firstFrameTheme()).toBe('dark');

      await page.goto('/login/form');
      await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible();
      await expectTheme(page, 'dark');
      expect(await watch.firstFrameTheme()).toBe('dark');

      // The open page follows when the system switches, every colour at once: no control fades on its own.
      await page.emulateMedia({ colorScheme: 'light' });
      await expectTheme(page, 'light');
      const fading = await page.evaluate(
        () => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
      );
      expect(fading).toBe(0);
      expect(watch.refused).toEqual([]);
    },
  );
});

plain('a system asking for less motion gets no fades; one that does not, gets them', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/login/form');
  await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible();
  expect(await transitioning(page)).toBeGreaterThan(0);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await transitioning(page)).toBe(0);
});

test.describe('dark mode in the app', () => {
  // Its own session: the choice is kept on the device, which the worker's other journeys share.
  ownSessionTest(
    'follows the system, and Account chooses Light, Dark or System on this device',
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectTheme(page, 'dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await expectTheme(page, 'light');

      await page.goto('/tabs/account');
      const appearance = page.getByRole('radiogroup', { name: 'Appearance' });
      await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();

      // Dark chosen while the system is light.
      await appearance.getByText('Dark', { exact: true }).click();
      await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
      await expectTheme(page, 'dark');

      // Kept on this device: a reload is dark from its first frame, and so is the landing page.
      const watch = await watchFirstFrame(page);
      await page.reload();
      await expect(
        page.getByRole('radiogroup', { name: 'Appearance' }).getByRole('radio', { name: 'Dark' }),
      ).toBeChecked();
      await expectTheme(page, 'dark');
      expect(await watch.firstFrameTheme()).toBe('dark');
      // A switch of the system does not override a choice.
      await page.emulateMedia({ colorScheme: 'light' });
      await expectTheme(page, 'dark');

      // Light chosen while the system is dark.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.getByRole('radiogroup', { name: 'Appearance' }).getByText('Light', { exact: true }).click();
      await expectTheme(page, 'light');

      // System follows the system again, also when it switches.
      await page.getByRole('radiogroup', { name: 'Appearance' }).getByText('System', { exact: true }).click();
      await expectTheme(page, 'dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await expectTheme(page, 'light');
      await page.reload();
      await expect(
        page.getByRole('radiogroup', { name: 'Appearance' }).getByRole('radio', { name: 'System' }),
      ).toBeChecked();
      await expectTheme(page, 'light');
      expect(watch.refused).toEqual([]);
    },
  );

  // Its own session: it keeps a theme on the device.
  ownSessionTest(
    'the theme and the period are kept only in the encrypted store: no plain copy in local or session storage',
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/tabs/account');
      const appearance = page.getByRole('radiogroup', { name: 'Appearance' });
      await appearance.getByText('Dark', { exact: true }).click();
      await expectTheme(page, 'dark');
      await page.goto('/tabs/policies');
      const period = page.getByRole('radiogroup', { name: 'Period', exact: true });
      await chooseRadio(period, /^6m/);
      await expect(period.getByRole('radio', { name: /^6m/ })).toBeChecked();
      // Writes are encrypted (a task or two), and the kept answers at most once a second.
      await page.waitForTimeout(1_500);

      const stored = await page.evaluate(() =>
        [localStorage, sessionStorage].flatMap((area) =>
          Object.keys(area).map((key) => ({ key, value: area.getItem(key) ?? '' })),
        ),
      );
      expect(stored.length).toBeGreaterThan(0);
      // Plain entries that are not the store's: the device's random id (X-Device-Id) and React Router's
      // scroll positions. Every other is the store's, encrypted.
      const notTheStore = /^((sextant\.)?device|react-router-scroll-positions)$/;
      for (const { key, value } of stored) {
        if (notTheStore.test(key)) expect(value, key).not.toMatch(/dark|light|six_months/);
        else expect(value, key).toMatch(/^e2:/);
      }

      // Kept all the same: a reload opens dark, on six months.
      await page.emulateMedia({ colorScheme: 'light' });
      await page.reload();
      await expect(period.getByRole('radio', { name: /^6m/ })).toBeChecked();
      await expectTheme(page, 'dark');
    },
  );

  test('the valuation chart is drawn anew in the theme’s colours', async ({ page }) => {
    // The home's chart of the whole portfolio.
    const canvas = page.getByTestId('valuation-chart').locator('canvas').first();
    await expect(canvas).toBeVisible();
    const image = () => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    // The drawing is settled: the same image twice.
    let light = '';
    await expect
      .poll(async () => {
        light = await image();
        await page.waitForTimeout(300);
        return light === (await image());
      })
      .toBe(true);

    // The value axis (the left 64 px: labels only, no grid) is written in the theme's muted ink: dark
    // pixels on the light theme, light ones on the dark.
    const lightLabelPixels = () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const axis = Math.round((64 * element.width) / element.clientWidth);
        const { data } = element.getContext('2d')!.getImageData(0, 0, axis, element.height);
        let count = 0;
        for (let i = 0; i < data.length; i += 4)
          if (data[i + 3]! > 200 && data[i]! > 140 && data[i + 1]! > 140 && data[i + 2]! > 140) count++;
        return count;
      });
    expect(await lightLabelPixels()).toBe(0);

    await showSystemTheme(page, 'dark');
    await expect.poll(image).not.toBe(light);
    await expect.poll(lightLabelPixels).toBeGreaterThan(20);

    await showSystemTheme(page, 'light');
    await expect.poll(image).toBe(light);
  });
});

// Every public and client screen passes axe in both themes in reflow.spec.ts's 320 px sweeps.
