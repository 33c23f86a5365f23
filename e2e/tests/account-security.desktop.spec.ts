import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { linkFromOutbox } from '../support/outbox';
import { enterCode, enterEmail, enterPassword, signIn } from '../support/sign-in';
import { DEMO_PASSWORD, freshCode, totpCode } from '../support/totp';

// These journeys change the accounts they use, so they run once: `.desktop.spec.ts` files run on the
// desktop project only (playwright.config.ts).

test('new@sextant.test sets MFA up from the QR secret, declines then accepts the terms, reaches /welcome', async ({
  page,
}) => {
  await page.goto('/login/form');
  await enterEmail(page, 'new@sextant.test');
  await enterPassword(page);
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  const qr = page.getByRole('img', { name: /QR/i });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const secret = (await page.getByTestId('otp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Verification code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  const box = page.getByTestId('terms-text');
  await expect(box).toContainText('Terms and conditions of the Harbour & Vale client portal');
  expect(await box.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('400px');
  expect(await box.evaluate((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowY))).toBe(true);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('You cannot use this application without accepting the terms.')).toBeVisible();
  await page.getByRole('button', { name: 'I have changed my mind' }).click();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/(welcome|tabs\/policies)$/);
  await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
});

test('five wrong passwords lock the account; a code unlocks it; then sign-in works', async ({ page }) => {
  await page.goto('/login/form');
  await enterEmail(page, ACCOUNTS.lockout);
  for (let attempt = 1; attempt <= 4; attempt++) {
    await enterPassword(page, `wrong-password-${attempt}`);
    await expect(page.getByRole('alert')).toHaveText(/Incorrect password/);
  }
  await enterPassword(page, 'wrong-password-5');
  await expect(page.getByText(/exhausted/)).toBeVisible();
  await page.getByRole('button', { name: 'Or use 2-step verification to unlock' }).click();
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Invalid token, please try again/);
  await page.getByLabel('Verification code').fill(await freshCode(ACCOUNTS.lockout));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await enterEmail(page, ACCOUNTS.lockout);
  await enterPassword(page);
  await enterCode(page, ACCOUNTS.lockout);
  await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
});

test('a password reset from the emailed link, then sign-in with the new password', async ({ page }) => {
  const since = Date.now();
  await page.goto('/login/form');
  await enterEmail(page, ACCOUNTS.reset);
  await page.getByRole('link', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Receive an email' })).toBeChecked();
  await page.getByLabel('Email Address').fill(ACCOUNTS.reset);
  await page.getByRole('button', { name: 'Send Instructions' }).click();
  await expect(
    page.getByText('Instructions have been emailed to your inbox. They may take a few minutes to arrive.'),
  ).toBeVisible();

  const link = await linkFromOutbox(ACCOUNTS.reset, /https?:\/\/\S+\/password-reset\/[\w-]+/, since);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password must be at least 10 characters long.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('harbour-lights-at-dusk');
  await page.getByLabel('Confirm Password').fill('harbour-lights-at-dawn');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Your passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('harbour-lights-at-dusk');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByLabel('Email Address')).toBeVisible();

  await enterEmail(page, ACCOUNTS.reset);
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(/Incorrect password/);
  await enterPassword(page, 'harbour-lights-at-dusk');
  await enterCode(page, ACCOUNTS.reset);
  await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
});

test('an invite link sets a password; the new client sets MFA up and signs in', async ({ page }) => {
  await page.goto('/invite/not-a-real-code');
  await expect(page.getByText('Invite not found')).toBeVisible();

  const link = await linkFromOutbox(ACCOUNTS.invitee, /https?:\/\/\S+\/invite\/[\w-]+/);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('Password', { exact: true }).fill('compass-rose-north-7');
  await page.getByLabel('Confirm Password').fill('compass-rose-north-7');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await enterEmail(page, ACCOUNTS.invitee);
  await enterPassword(page, 'compass-rose-north-7');
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  const secret = (await page.getByTestId('otp-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel('Verification code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });

  // The invite is single use.
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Invite not found')).toBeVisible();
});

test('a signed-in client changes the password; the old one stops working', async ({ page }) => {
  await signIn(page, ACCOUNTS.password);
  await page.goto('/tabs/account/password');
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).fill('lighthouse-keeper-2026');
  await page.getByLabel('Confirm Password').fill('lighthouse-keeper-2026');
  await page.getByRole('button', { name: /Change password|Save|Update/ }).click();
  await expect(page.getByText(/password has been changed/i)).toBeVisible();
  await page.goto('/logout');
  // Sign-out lands on the sign-in page by itself; going on before it does raced it (the form re-rendered mid-fill).
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
  await page.goto('/login/form');
  await enterEmail(page, ACCOUNTS.password);
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(/Incorrect password/);
});
