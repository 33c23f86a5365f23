import { expectAccessible, expectNoSideScroll, keepScreenshot } from '../support/screens';
import { expect, test } from '../support/signed-in';

// This journey changes the demo client's profile (a pending amendment), so it runs once: on desktop.

/** An axe scan of the screen as it is: no serious or critical violation. */

/** Nothing is wider than the screen: no sideways scrolling on a phone. */

/** Keeps a full-page screenshot of the screen as a test artifact. */

test('a profile change is checked, sent with only the changed fields, and shows the pending banner', async ({
  page,
}, testInfo) => {
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: /^Account/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mr Alex Morgan' })).toBeVisible();
  await page.getByRole('link', { name: 'Update your details' }).click();
  await expect(page).toHaveURL(/\/tabs\/account\/update$/);
  await expect(page).toHaveTitle('Update Details | Sextant');
  await expect(page.getByLabel('First name')).toHaveValue('Alex');

  // The browser checks what the server would: a UK address needs a UK postcode; a phone 7+ digits.
  const postcode = page.getByLabel('Postcode (optional)');
  await postcode.fill('75001');
  await page.getByLabel('Home (optional)').fill('123');
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByText('Enter a valid UK postcode, like EX3 0HF.')).toBeVisible();
  await expect(page.getByText('Enter 7 to 20 digits, spaces and + ( ) - only.')).toBeVisible();
  await expect(page.getByLabel('Home (optional)')).toBeFocused();
  await expectAccessible(page);
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'account-update');

  await page.getByLabel('Home (optional)').fill('01392 496000');
  await postcode.fill('ex3 0hf');
  const sent = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/v1/client'),
  );
  await page.getByRole('button', { name: 'Send for approval' }).click();
  expect((await sent).postDataJSON()).toEqual({
    changedFields: { telephone: { home_number: '01392 496000' }, address: { postcode: 'ex3 0hf' } },
  });

  await expect(page).toHaveURL(/\/tabs\/account$/);
  await expect(
    page.getByText('Your changes have been sent to your adviser for approval.', { exact: true }),
  ).toBeVisible();
  const banner = page.getByTestId('pending-amendment');
  await expect(banner).toContainText('Pending amendment');
  // Until the firm approves, the profile is as it was.
  await expect(page.getByRole('region', { name: 'Address' })).toContainText('EX2 4AN');

  // The server keeps it: after a reload the banner is still there.
  await page.reload();
  await expect(page.getByTestId('pending-amendment')).toBeVisible();
  await expectAccessible(page);
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'account-pending');
});
