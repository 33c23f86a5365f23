import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { expectAccessible, expectNoSideScroll, keepScreenshot } from '../support/screens';
import { enterEmail, enterPassword } from '../support/sign-in';
import { totpCode } from '../support/totp';

// `.mobile.spec.ts` files run on the phone project only (playwright.config.ts), which emulates a mobile browser.
test('on a phone, first sign-in says a desktop browser can set MFA up, and sets it up on the phone itself', async ({
  page,
}, testInfo) => {
  const account = testInfo.retry === 0 ? ACCOUNTS.mobileSetup : ACCOUNTS.mobileSetupRetry;
  await page.goto('/login/form');
  await enterEmail(page, account);
  await enterPassword(page);
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  // SPEC's sentence stays; a QR code this phone cannot scan on its own screen does not show.
  await expect(page.getByText(/desktop browser/i)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR/ })).toHaveCount(0);

  // The link a tap hands to the authenticator app carries the account and its secret, as the app reads it.
  await expect(page.getByRole('heading', { name: 'Or set it up on this phone' })).toBeVisible();
  const link = new URL(
    (await page.getByRole('link', { name: 'Add to authenticator app' }).getAttribute('href')) ?? '',
  );
  expect(link.protocol).toBe('otpauth:');
  expect(decodeURIComponent(link.pathname)).toBe(`/Sextant:${account}`);
  const secret = link.searchParams.get('secret') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The same key for typing by hand, shown in groups of four that copy as the key itself.
  const key = page.getByTestId('otp-secret');
  await expect(key).toHaveText(secret);
  await expect(key.locator('span')).toHaveCount(8);
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'mfa-setup-phone');
  await expectAccessible(page, "the phone's authenticator set-up");

  await page.getByLabel('Verification code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
});
