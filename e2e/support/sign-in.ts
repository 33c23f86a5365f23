import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, freshCode } from './totp';

export async function enterEmail(page: Page, email: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function enterPassword(page: Page, password = DEMO_PASSWORD) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function enterCode(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await freshCode(email));
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Signs an account with MFA and accepted terms in through the form, to the policies tab. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login/form');
  await enterEmail(page, email);
  await enterPassword(page);
  await enterCode(page, email);
  await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
}
