import { test as setup } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { SIGNED_IN } from '../support/signed-in';
import { STAFF, signInStaff } from '../support/staff';

/**
 * Signs each demo client in once, with password and code, which makes this browser's device trusted for
 * 30 days (DESIGN.md). Only the device id is kept: the encrypted session cannot leave the browser (its
 * key is a non-extractable CryptoKey), so each journey opens its own session by password alone.
 */
for (const [account, { email, state }] of Object.entries(SIGNED_IN)) {
  setup(`trust a device for ${account}`, async ({ page }) => {
    await signIn(page, email);
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key !== 'device') localStorage.removeItem(key);
    });
    await page.context().storageState({ path: state });
  });
}

setup('trust a device for the staff admin', async ({ page }) => {
  await signInStaff(page);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key !== 'device') localStorage.removeItem(key);
  });
  await page.context().storageState({ path: STAFF.state });
});
