import { expect, test } from '@playwright/test';

const TAGLINE =
  'Navigating Investments with Precision: Professional due diligence, top-tier solutions, real time valuations.';

test.describe('landing page', () => {
  test('shows the logo, hero, tagline and the ways in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/\| Sextant$/);
    await expect(page.getByText(TAGLINE, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /sextant/i }).first()).toBeVisible();
    const hero = page.locator('picture');
    await expect(hero.locator('source[media]')).toHaveCount(1);
    await expect(hero.locator('img')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    for (const name of ['About', 'Terms', 'Privacy']) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('opens the external links in a new tab', async ({ page, context }) => {
    // The external sites are not reachable from the test machine: answer them locally.
    await context.route(/sextant\.example/, (route) => route.fulfill({ body: '<title>external</title>' }));
    await page.goto('/');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Terms' }).click(),
    ]);
    await expect(popup).toHaveURL(/\/terms$/);
    await expect(page).toHaveURL(/\/$/);
  });

  test('Sign in goes to the login form and Contact support to /support', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\/form$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Contact support' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });
});
