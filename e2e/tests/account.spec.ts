import type { Page } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, keepScreenshot } from '../support/screens';
import { expect, ownSessionTest, test } from '../support/signed-in';

/** The header's account icon: the way there on a phone, where the tab bar has no Account tab. */
async function openAccount(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/tabs\/account$/);
}

// Read-only journeys (both viewports); the profile change is in account.desktop.spec.ts.

// Its own session: it signs out at the end.
ownSessionTest('the account shows the profile, the settings and sign out', async ({ page }, testInfo) => {
  await openAccount(page);
  await expect(page).toHaveTitle('Account | Sextant');
  await expect(page.getByRole('heading', { level: 2, name: 'Mr Alex Morgan' })).toBeVisible();
  const name = page.getByRole('region', { name: 'Name' });
  await expect(name).toContainText('Title');
  await expect(name).toContainText('Alex');
  await expect(name).toContainText('Morgan');
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact).toContainText('demo@sextant.test');
  await expect(contact).toContainText('Mobile telephone');
  await expect(contact).toContainText('07700 900123');
  const address = page.getByRole('region', { name: 'Address' });
  for (const text of ['12 Quay Street', 'Exeter', 'Devon', 'EX2 4AN', 'United Kingdom'])
    await expect(address).toContainText(text);

  await expect(page.getByRole('link', { name: 'Update your details' })).toHaveAttribute(
    'href',
    '/tabs/account/update',
  );
  await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute(
    'href',
    '/tabs/account/password',
  );
  await expect(page.getByRole('link', { name: /^Two-factor authentication/ })).toHaveAttribute(
    'href',
    '/tabs/account/mfa-setup',
  );
  // Not a VIP: no VIP page in the list.
  await expect(page.getByRole('link', { name: /VIP/ })).toHaveCount(0);

  await expectAccessible(page);
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'account');

  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a client who is not VIP opens the VIP page (SPEC §2): what the service is, no VIP welcome', async ({
  page,
}) => {
  await page.goto('/tabs/about-vip');
  await expect(page).toHaveURL(/\/tabs\/about-vip$/);
  await expect(page).toHaveTitle('About VIP | Sextant');
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: 'The VIP experience with Harbour & Vale Financial Planning',
    }),
  ).toBeVisible();
  await expect(page.getByText(/Welcome to your VIP experience|As a VIP client/)).toHaveCount(0);
  await expect(page.getByText(/FCA number \w+, registered/)).toBeVisible();
  await expectAccessible(page);
  await expectNoSideScroll(page);
});

test.describe('the VIP client', () => {
  test.use({ account: 'vip' });

  test('reaches the VIP page from the account: the firm’s logo and name', async ({ page }, testInfo) => {
    await openAccount(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Mrs Victoria Hale' })).toBeVisible();
    await page.getByRole('link', { name: /Your VIP service/ }).click();
    await expect(page).toHaveURL(/\/tabs\/about-vip$/);
    await expect(page).toHaveTitle('About VIP | Sextant');
    await expect(
      page.getByRole('heading', {
        name: 'Welcome to your VIP experience with Harbour & Vale Financial Planning',
      }),
    ).toBeVisible();
    const logo = page.getByRole('main').getByRole('img', { name: 'Harbour & Vale Financial Planning logo' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', /^(data:image\/|https:)/);
    await expect(page.getByText(/FCA number \w+, registered/)).toBeVisible();

    await expectAccessible(page);
    await expectNoSideScroll(page);
    await keepScreenshot(page, testInfo, 'about-vip');
  });
});
