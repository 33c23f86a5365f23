import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { expectAccessible } from '../support/screens';
import { enterCode, enterEmail, enterPassword } from '../support/sign-in';
import { freshCode } from '../support/totp';

// Signs one account in from two browsers and ends one session from the other, so it runs once: on desktop.

const EMAIL = ACCOUNTS.security;

/** Password and code through the form, the "remember" box as asked, to the policies tab. */
async function signInRemembering(page: Page, remember: boolean, email: string = EMAIL) {
  await page.goto('/login/form');
  await enterEmail(page, email);
  await enterPassword(page);
  await expect(page.getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: /^Remember this device for \d+ days$/ });
  await expect(box).toBeChecked();
  if (!remember) await box.uncheck();
  await page.getByLabel('Verification code').fill(await freshCode(email));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
}

test('one browser signs the other out in the security centre; the other is sent to sign in again and asked for its code', async ({
  page,
  browser,
}) => {
  // B signs in first, not remembered; A signs in remembered (as before the box was there).
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await signInRemembering(pageB, false);
  await signInRemembering(page, true);

  await page.goto('/tabs/account');
  await page.getByRole('link', { name: /^Security/ }).click();
  await expect(page).toHaveURL(/\/tabs\/account\/security$/);
  await expect(page).toHaveTitle('Security | Sextant');

  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions).toContainText('Chrome');
  await expect(sessions).toContainText('127.0.0.1');
  // Only A chose to be remembered.
  const devices = page.getByRole('list', { name: 'Trusted devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices).toContainText('This device');
  const history = page.getByRole('list', { name: 'Sign-in history' });
  await expect(history.getByRole('listitem').filter({ hasText: /^Signed in/ })).toHaveCount(2);
  await expectAccessible(page);

  // A ends B's session by its own button (the button says which session it ends).
  const revoked = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && /\/v1\/user\/sessions\//.test(r.url()),
  );
  await sessions.getByRole('button', { name: /^Sign out the session on / }).click();
  expect((await revoked).status()).toBe(200);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').filter({ hasText: 'A session was signed out' })).toHaveCount(1);

  // B's next call answers 401, and B ends at /logout, then the sign-in.
  const refused = pageB.waitForResponse((r) => r.url().includes('/v1/') && r.status() === 401);
  await pageB
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: /^Information/ })
    .click();
  expect((await refused).status()).toBe(401);
  await expect(pageB).toHaveURL(/\/login/, { timeout: 20_000 });

  // B was not remembered: its next sign-in asks for the code again.
  await pageB.goto('/login/form');
  await enterEmail(pageB, EMAIL);
  await enterPassword(pageB);
  await expect(pageB.getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
  await contextB.close();
});

test('"Sign out everywhere else" asks first and keeps this session', async ({ page, browser }) => {
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const email = ACCOUNTS.securityEverywhere;
  await pageB.goto('/login/form');
  await enterEmail(pageB, email);
  await enterPassword(pageB);
  await enterCode(pageB, email);
  await expect(pageB).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
  await signInRemembering(page, false, email);

  await page.goto('/tabs/account/security');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('button', { name: /^Sign out the session on / })).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const question = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText(/other sessions? (was|were) signed out/)).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions).toContainText('This device');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Active sessions' })).toBeVisible();
  await pageB.reload();
  await expect(pageB).toHaveURL(/\/login/, { timeout: 20_000 });
  await contextB.close();
});
