import { expect, test } from '@playwright/test';

for (const path of ['/tabs/policies', '/tabs', '/welcome', '/tabs/account/update']) {
  test(`${path} when signed out ends at the login page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
  });
}
