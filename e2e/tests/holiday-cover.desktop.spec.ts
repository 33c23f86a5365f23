import { expectAccessible } from '../support/screens';
import { expect, test } from '../support/staff';

/**
 * An admin arranges holiday cover on the Staff page in one step, the covering adviser's My work says whose
 * queue it now holds, and the admin cancels it. The adviser away is added for the journey, so no other
 * journey's clients or threads change hands.
 */
test('an admin arranges holiday cover, My work says whom they cover, and cancels it', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  // A surname of letters only (as names must be), new on each run.
  const surname = `Away${Date.now()
    .toString(26)
    .replace(/[0-9]/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)}`;
  await nav.getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const add = page.getByRole('dialog', { name: 'Add staff member' });
  await add.getByLabel('Email address').fill(`${surname.toLowerCase()}@sextant.test`);
  await add.getByLabel('First name').fill('Holly');
  await add.getByLabel('Surname').fill(surname);
  await add.getByRole('button', { name: 'Add and send set-up link' }).click();
  await expect(page.getByRole('dialog', { name: 'Staff member added' })).toBeVisible();
  await page.keyboard.press('Escape');

  const section = page.getByRole('region', { name: 'Holiday cover' });
  await section.getByRole('button', { name: 'Arrange cover' }).click();
  const arrange = page.getByRole('dialog', { name: 'Arrange holiday cover' });
  await arrange.getByLabel('Adviser who is away').selectOption({ label: `Holly ${surname}` });
  await arrange.getByLabel('Covered by').selectOption({ label: 'Priya Shah' });
  // The first and last days default to today.
  await arrange.getByRole('button', { name: 'Arrange cover' }).click();
  await expect(arrange).toBeHidden();
  const row = section.getByRole('row').filter({ hasText: `Holly ${surname}` });
  await expect(row).toContainText('Priya Shah');
  await expect(row).toContainText('Covering now');
  await expectAccessible(page, 'holiday cover');

  await nav.getByRole('link', { name: 'My work' }).click();
  await page.getByRole('group', { name: 'Whose work' }).getByText('Mine').click();
  await expect(page.getByRole('radio', { name: 'Mine' })).toBeChecked();
  await expect(page.getByText(new RegExp(`You are covering for (.*, )?Holly ${surname}`))).toBeVisible();

  await nav.getByRole('link', { name: 'Staff' }).click();
  await row.getByRole('button', { name: 'Cancel cover' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this cover?' })
    .getByRole('button', { name: 'Cancel cover' })
    .click();
  await expect(row).toHaveCount(0);
});
