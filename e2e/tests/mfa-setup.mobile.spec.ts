import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { enterEmail, enterPassword } from '../support/sign-in';

// `.mobile.spec.ts` files run on the phone project only (playwright.config.ts), which emulates a mobile browser.
test('on a phone, MFA set-up asks for a desktop browser', async ({ page }) => {
  await page.goto('/login/form');
  await enterEmail(page, ACCOUNTS.mobileSetup);
  await enterPassword(page);
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await expect(page.getByText(/desktop browser/i)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify' })).toHaveCount(0);
});
