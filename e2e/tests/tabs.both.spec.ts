import { expect, test } from '../support/signed-in';

test('the tab bar leads to every tab; Notifications and Account only from the md breakpoint', async ({
  page,
}, testInfo) => {
  await page.goto('/tabs');
  await expect(page).toHaveURL(/\/tabs\/policies$/);
  const bar = page.getByRole('navigation', { name: /tabs/i });
  const wide = testInfo.project.name === 'desktop';
  for (const [name, path] of [
    ['Policies', '/tabs/policies'],
    ['Information', '/tabs/information'],
    ['Insights', '/tabs/insights'],
    ['Notifications', '/tabs/notifications'],
    ['Account', '/tabs/account'],
  ] as const) {
    const tab = bar.getByRole('link', { name: new RegExp(`^${name}`) });
    if (!wide && (name === 'Notifications' || name === 'Account')) {
      await expect(tab).toBeHidden();
      continue;
    }
    await tab.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(new RegExp(`^${name} \\| Sextant$`));
  }
  // The header's icons reach the two tabs the phone's bar leaves out.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /notifications/i })
    .click();
  await expect(page).toHaveURL(/\/tabs\/notifications$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /account/i })
    .click();
  await expect(page).toHaveURL(/\/tabs\/account$/);
});
