import { expect, test } from '@playwright/test';
import { PER_PROJECT, perProjectEmail } from '../support/accounts';
import { holdCalls } from '../support/hold';
import { enterCode, enterEmail, enterPassword, signIn } from '../support/sign-in';

test.describe('sign-in', () => {
  for (const [who, account] of [
    ['a client', PER_PROJECT.client],
    ['a VIP client', PER_PROJECT.vip],
  ] as const) {
    test(`${who} signs in with password and code, through /welcome to /tabs/policies`, async ({
      page,
    }, testInfo) => {
      const email = perProjectEmail(account, testInfo.project.name);
      await page.goto('/login/form');
      await enterEmail(page, email);
      await enterPassword(page);
      await enterCode(page, email);
      await expect(page).toHaveURL(/\/(welcome|tabs\/policies)$/);
      await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
      await expect(page).toHaveTitle(/\| Sextant$/);
    });
  }

  test('the VIP client is welcomed as VIP, the other client is not', async ({ page }, testInfo) => {
    const email = perProjectEmail(PER_PROJECT.vipWelcome, testInfo.project.name);
    // The welcome page moves on by itself: hold its data calls so its text can be read.
    const release = await holdCalls(page, '**/v1/policy');
    await page.goto('/login/form');
    await enterEmail(page, email);
    await enterPassword(page);
    await enterCode(page, email);
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(
      page.getByText(/welcome to your VIP experience with Harbour & Vale Financial Planning/),
    ).toBeVisible();
    await expect(page.getByText('Loading your account...')).toBeVisible();
    await expect(page.getByText(/Victoria/)).toBeVisible();
    await expect(page.getByText(/appointed representative/)).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
  });

  test("a wrong password shows 'Incorrect password'", async ({ page }) => {
    await page.goto('/login/form');
    await enterEmail(page, 'demo@sextant.test');
    await enterPassword(page, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(/Incorrect password/);
  });

  test('the email step checks the address before going on', async ({ page }) => {
    await page.goto('/login/form');
    await enterEmail(page, 'not an email');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email Address')).toBeVisible();
  });

  test('the Contact Support link shows on the sign-in steps and leads to the support form', async ({
    page,
  }) => {
    await page.goto('/login/form');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
    await enterEmail(page, 'demo@sextant.test');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page.getByLabel('Your Name')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveCount(0);
  });

  test('an expired token sends the user to /logout', async ({ page }, testInfo) => {
    await page.clock.install();
    await signIn(page, perProjectEmail(PER_PROJECT.expiry, testInfo.project.name));
    // Sessions last 12 hours at most: past that, the next call from a tab ends the session.
    await page.clock.fastForward('13:00:00');
    // The tab's next call ends the session: the tap on Information, or the refetch of the screen's stale
    // figures when the tab regains focus for that tap, whichever goes first (then the link has gone).
    // Waiting for the click alone would wait out its timeout whenever the refetch won (the link gone).
    const ended = page.waitForURL(/\/(logout|login)/, { timeout: 15_000 });
    void page
      .getByRole('link', { name: /Information/ })
      .first()
      .click({ timeout: 10_000 })
      .catch(() => {});
    await ended;
    await page.goto('/tabs/policies');
    await expect(page).toHaveURL(/\/login/);
  });
});
