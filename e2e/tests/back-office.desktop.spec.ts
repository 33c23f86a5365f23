import { readFile } from 'node:fs/promises';
import { pdfText } from '../../apps/api/src/shared/pdf/pdf-text';
import { expectAccessible, expectNoSideScroll } from '../support/screens';
import { enterEmail, enterPassword } from '../support/sign-in';
import { SIGNED_IN } from '../support/signed-in';
import { expect, test } from '../support/staff';

const SECTIONS = [
  ['My work', 'My Work', '/admin/work'],
  ['Clients', 'Clients', '/admin/clients'],
  ['Amendments', 'Amendments', '/admin/amendments'],
  ['Support requests', 'Support Requests', '/admin/support'],
  ['Reports', 'Reports', '/admin/reports'],
  ['Policies', 'Policies', '/admin/policies'],
  ['Import files', 'Import Files', '/admin/import'],
  ['Providers', 'Providers', '/admin/providers'],
  ['Due diligence', 'Due Diligence', '/admin/due-diligence'],
  ['Messages', 'Messages', '/admin/messages'],
  ['Insights', 'Insights', '/admin/insights'],
  ['Notifications', 'Notifications', '/admin/notifications'],
  ['Firm profile', 'Firm Profile', '/admin/firm'],
  ['Terms', 'Terms', '/admin/terms'],
  ['Staff', 'Staff', '/admin/staff'],
  ['Audit log', 'Audit Log', '/admin/audit'],
  ['Your profile', 'Your Profile', '/admin/profile'],
] as const;

test('the back office: every section from the side bar, titled, accessible, and without sideways scroll', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  // Every link the side bar has is in the list: a section added later is swept too, or this fails.
  await expect(nav.getByRole('link')).toHaveCount(SECTIONS.length);
  for (const [link, title, path] of SECTIONS) {
    // A section with unread items says how many in its name ("Messages 2 unread").
    await nav.getByRole('link', { name: new RegExp(`^${link}( \\d+ unread)?$`) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(`${title} | Sextant`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Lists have loaded (no skeleton left) before the scan.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
    await expectNoSideScroll(page);
  }
});

test('the back office’s detail screens pass axe too: a client, a thread, a due-diligence report, an insight', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  for (const [link, path] of [
    ['Clients', '/admin/clients'],
    ['Messages', '/admin/messages'],
    ['Due diligence', '/admin/due-diligence'],
    ['Insights', '/admin/insights'],
  ] as const) {
    await nav.getByRole('link', { name: new RegExp(`^${link}( \\d+ unread)?$`) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // The list's first item (a demo firm's section is never empty), then its own screen, loaded.
    await page.locator(`main a[href^="${path}/"]:not([href$="/new"])`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, `${link}: one item`);
  }
});

test('an admin sets the ongoing fee against the service for the board and downloads the board pack', async ({
  page,
}) => {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click();
  const report = page.getByRole('region', { name: 'Ongoing service' });
  // The demo charges each client's adviser fee on their policies' anniversaries: over the last financial
  // year every signed-up client paid one.
  await report.getByLabel('Period').selectOption('last-financial-year');
  await expect(report.getByText(/^\d+ clients charged an ongoing adviser fee from /)).toBeVisible();
  await expect(report.getByRole('table', { name: 'By adviser' })).toContainText('Priya Shah');
  await expect(page).toHaveURL(/service_from=/);
  await expectAccessible(page, 'service report');

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download board pack (PDF)' }).click();
  const pack = await download;
  expect(pack.suggestedFilename()).toMatch(
    /^service-board-pack-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const lines = pdfText(await readFile(await pack.path()));
  expect(lines).toContain('Ongoing service: board pack');
  expect(lines.join('\n')).toContain('Priya Shah');
});

test('staff stay in the back office, and the client tabs send them back there', async ({ page }) => {
  await page.goto('/tabs/policies');
  await expect(page).toHaveURL(/\/admin\/work$/);
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a client who types /admin lands on their own policies', async ({ browser }) => {
  // The VIP client's own browser (a device the e2e data trusted), not the staff member's this file runs in.
  const context = await browser.newContext({ storageState: SIGNED_IN.vip.state });
  const page = await context.newPage();
  await page.goto('/login/form');
  await enterEmail(page, SIGNED_IN.vip.email);
  await enterPassword(page);
  await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
  await page.goto('/admin/clients');
  await expect(page).toHaveURL(/\/tabs\/policies$/);
  await context.close();
});
