import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page, and Go Back returns', async ({ page }) => {
  await page.goto('/');
  await page.goto('/no/such/page');
  await expect(
    page.getByText('The page you were looking for could not be found.', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('Go Back without history lands on the landing page', async ({ page }) => {
  await page.goto('/anything-else');
  await expect(page.getByText('The page you were looking for could not be found.')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});
