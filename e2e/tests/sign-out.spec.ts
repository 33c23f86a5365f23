import { expect, ownSessionTest as test } from '../support/signed-in';

test('signing out: the screen left behind asks the API for nothing without a session', async ({ page }) => {
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/tabs\/account$/);
  const calls: Array<{ call: string; signedIn: boolean }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/v1/')) return;
    calls.push({
      call: `${request.method()} ${url.pathname}`,
      signedIn: 'authorization' in request.headers(),
    });
  });
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\/form$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // Give a late refetch of the account screen the time it would take to go out.
  await page.waitForTimeout(1_500);
  // SPEC §7: the login form registers the device (no auth); the only other call is the sign-out itself.
  const withoutSession = calls.filter(({ signedIn, call }) => !signedIn && call !== 'POST /v1/device');
  expect(withoutSession).toEqual([]);
});
