import { expect, type Page } from '@playwright/test';
import { expectAccessible, expectNoSideScroll } from './screens';
import { enterEmail, enterPassword, signIn } from './sign-in';
import { DEMO_PASSWORD } from './totp';

/**
 * Chromium's virtual authenticator (DevTools protocol), as a phone's or laptop's built-in one: a platform
 * authenticator with user verification, which keeps discoverable passkeys.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/**
 * The whole passkey journey of an account with MFA set up: add a passkey in Account after the password,
 * sign out, sign in with the password and the passkey (no code) into the app, then rename and remove it.
 */
export async function passkeyJourney(page: Page, email: string) {
  const authenticator = await addVirtualAuthenticator(page);
  await signIn(page, email);

  await page.goto('/tabs/account');
  await page.getByRole('link', { name: /Passkeys/ }).click();
  await expect(page).toHaveURL(/\/tabs\/account\/passkeys$/);
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Test device');
  await page.getByLabel('Your current password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added.' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Test device');
  await expect(list).toContainText('Not used yet');
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectAccessible(page);
  await expectNoSideScroll(page);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  // A new device id: on this one the second factor just passed makes the device trusted, which would skip it.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login/form');
  await enterEmail(page, email);
  await enterPassword(page);
  await expect(page.getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
  const [used] = await authenticator.credentials();
  expect(used?.signCount).toBeGreaterThan(0);

  await page.goto('/tabs/account/passkeys');
  await expect(list).toContainText('Last used');
  await list.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('New name').fill('Renamed device');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey renamed.' })).toBeVisible();
  await expect(list).toContainText('Renamed device');
  await list.getByRole('button', { name: 'Remove' }).click();
  await list.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey removed.' })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
}
