import { type Browser, expect, type Page, test } from '@playwright/test';
import { JOURNEY_FIRM } from '../support/accounts';
import { linkFromOutbox } from '../support/outbox';
import { expectAccessible, keepScreenshot } from '../support/screens';
import { enterCode, enterEmail, enterPassword, signIn } from '../support/sign-in';
import { fromMyWorkToClients } from '../support/staff';
import { freshCode } from '../support/totp';

// One firm's day, end to end: it changes data, so it runs once, on desktop, in a firm of its own (Journey
// Wealth), so what its staff publish reaches none of the demo firm's clients that other journeys read.

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * A staff member of the journey firm, signed in with password and code in a browser of their own, on the
 * client list (or where the back office opens, My work).
 */
async function staffPage(browser: Browser, email: string, { onMyWork = false } = {}): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login/form');
  await enterEmail(page, email);
  await enterPassword(page);
  await enterCode(page, email);
  if (onMyWork) await expect(page).toHaveURL(/\/admin\/work$/, { timeout: 20_000 });
  else await fromMyWorkToClients(page);
  return page;
}

test('a firm onboards a client: invite, first sign-in, valuations, an insight, a notification and an approved change', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const email = `onboard-${stamp}@sextant.test`;
  const reference = `E2E-${stamp.toUpperCase()}`;
  const product = `Journey ISA ${stamp}`;
  const staff = await staffPage(browser, JOURNEY_FIRM.admin);

  // The staff member adds the client and sends the invite.
  await staff.getByRole('button', { name: 'New client' }).click();
  const newClient = staff.getByRole('dialog', { name: 'New client' });
  await newClient.getByLabel('First name').fill('Olive');
  await newClient.getByLabel('Surname').fill('Onboard');
  await newClient.getByLabel('Email address').fill(email);
  await newClient.getByLabel('Address line 1 (optional)').fill('1 Quay Street');
  await newClient.getByLabel('Town (optional)').fill('Exeter');
  await newClient.getByLabel('Postcode (optional)').fill('EX2 4AN');
  await newClient.getByLabel('Country (optional)').fill('United Kingdom');
  await newClient.getByRole('button', { name: 'Add client' }).click();
  await staff
    .getByRole('dialog', { name: 'Client added' })
    .getByRole('button', { name: 'Send invite' })
    .click();
  await expect(staff).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  await expect(staff.getByText(`Invite sent to ${email}.`, { exact: true })).toBeVisible();

  // …and a policy for them, which valuation files will name by its reference.
  await staff.goto('/admin/policies');
  await staff.getByRole('button', { name: 'New policy' }).click();
  const newPolicy = staff.getByRole('dialog', { name: 'New policy' });
  await newPolicy.getByLabel('Find a client').fill(email);
  const clientSelect = newPolicy.getByLabel('Client', { exact: true });
  await expect(clientSelect.locator('option', { hasText: email })).toHaveCount(1);
  await clientSelect.selectOption(
    (await clientSelect.locator('option', { hasText: email }).getAttribute('value')) ?? '',
  );
  await newPolicy.getByLabel('Provider').selectOption({ index: 1 });
  await newPolicy.getByLabel('Reference').fill(reference);
  await newPolicy.getByLabel('Product type').fill(product);
  await newPolicy.getByLabel('Wrapper').selectOption({ label: 'Stocks & Shares ISA' });
  await newPolicy.getByLabel('Start date').fill(isoDaysAgo(400));
  await newPolicy.getByRole('button', { name: 'Add policy' }).click();
  await expect(staff.getByText(`${reference} is added.`, { exact: true })).toBeVisible();

  // The provider's history starts with a payment, two days before its first valuation.
  await staff.getByRole('button', { name: 'Add transaction' }).click();
  const addFlow = staff.getByRole('dialog', { name: 'Add transaction' });
  await addFlow.getByLabel('Date').fill(isoDaysAgo(5));
  await addFlow.getByLabel('Type').selectOption('contribution');
  await addFlow.getByLabel('Amount (GBP)').fill('100.00');
  await addFlow.getByRole('button', { name: 'Add transaction' }).click();
  await expect(addFlow).toBeHidden();

  // The client opens the invite from the mail, sets a password, sets MFA up and signs in.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  const invite = await linkFromOutbox(email, /https?:\/\/\S+\/invite\/[\w-]+/);
  await client.goto(new URL(invite).pathname);
  await client.getByLabel('Password', { exact: true }).fill('harbour-light-keeper-9');
  await client.getByLabel('Confirm Password').fill('harbour-light-keeper-9');
  await client.getByRole('button', { name: 'Set Password' }).click();
  await enterEmail(client, email);
  await enterPassword(client, 'harbour-light-keeper-9');
  await expect(client.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  const secret = (await client.getByTestId('otp-secret').innerText()).replace(/\s+/g, '');
  await client.getByLabel('Verification code').fill(await freshCode(email, secret));
  await client.getByRole('button', { name: 'Verify' }).click();
  await client.getByRole('button', { name: 'Accept' }).click();
  await expect(client).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
  await expect(client.getByRole('link', { name: product })).toBeVisible();

  // The staff member imports a CSV of valuations for the new policy…
  await staff.goto('/admin/import');
  const csv = [
    'policy_reference,date,value,currency',
    `${reference},${isoDaysAgo(3)},10000.00,GBP`,
    `${reference},${isoDaysAgo(2)},10250.50,GBP`,
    `${reference},${isoDaysAgo(1)},10400.25,GBP`,
  ].join('\r\n');
  await staff.getByLabel('Valuations file (CSV, at most 10 MB)').setInputFiles({
    name: 'valuations.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}\r\n`),
  });
  await staff.getByRole('button', { name: 'Check file' }).click();
  await expect(staff.getByText('Nothing has changed yet.')).toBeVisible();
  // £10,000 first valued after £100 paid in: it looks like a value brought in (not a suspicious row).
  const hints = staff.getByRole('region', { name: 'Looks like a value brought in? 1 first valuation' });
  await expect(hints).toContainText(`${reference} · `);
  await expect(hints).toContainText('£10,000.00 against £100.00 paid in before it');
  await staff.getByRole('button', { name: 'Confirm import of 3 rows' }).click();
  await expect(staff.getByText('Imported. Clients see the new values at once.')).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Import report' })).toContainText('Inserted3');
  await keepScreenshot(staff, testInfo, 'admin-import-report');

  // The staff member opens the policy from the hint and marks its first valuation as brought in: the figures
  // the client sees stop counting the £10,000 as growth.
  await staff.getByRole('link', { name: `Mark ${reference}’s first valuation as brought in` }).click();
  await expect(staff).toHaveURL(/\/admin\/policies\/[0-9a-f-]{36}\?edit=brought-in$/);
  const figures = staff.getByRole('region', { name: 'Figures as the client sees them' });
  await expect(figures.getByTestId('figures-dates')).toHaveText(
    /^1 year: \d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}$/,
  );
  await expect(figures.locator('[data-line="paid_in"] td')).toHaveText('+£100.00');
  await expect(figures.locator('[data-line="growth"] td')).toHaveText('+£10,300.25');
  await expect(figures.locator('[data-line="brought_in"]')).toHaveCount(0);
  const mark = staff.getByRole('checkbox', { name: 'The first valuation is money brought in' });
  await expect(mark).toBeFocused();
  await mark.check();
  await staff.getByRole('button', { name: 'Save changes' }).click();
  await expect(staff.getByText(`${reference} is saved.`, { exact: true })).toBeVisible();
  await expect(staff.getByText('Marked as money brought in', { exact: true })).toBeVisible();
  await expect(figures.locator('[data-line="brought_in"] td')).toHaveText('+£10,000.00');
  await expect(figures.locator('[data-line="paid_in"] td')).toHaveText('£0.00');
  await expect(figures.locator('[data-line="growth"] td')).toHaveText('+£400.25');
  await expect(figures.locator('[data-line="closing"] td')).toHaveText('£10,400.25');
  await figures.getByText('Since start', { exact: true }).click();
  await expect(figures.getByTestId('figures-dates')).toHaveText(/^Since start: /);
  await expect(figures.locator('[data-line="brought_in"] td')).toHaveText('+£10,000.00');
  await expectAccessible(staff);

  // …and the client's graph shows the new points.
  await client.getByRole('link', { name: product }).click();
  await expect(client.getByText('£10,400.25').first()).toBeVisible();
  await expect(client.getByTestId('valuation-chart')).toHaveAttribute('aria-label', /.+/);
  await expect(client.locator('figure table')).toContainText('£10,400.25');

  // The staff member publishes an insight (notifying clients) and sends this client a notification.
  const insightTitle = `Quarter in review ${stamp}`;
  await staff.goto('/admin/insights');
  await staff.getByRole('link', { name: 'New insight' }).click();
  await staff.getByLabel('Title', { exact: true }).fill(insightTitle);
  await staff.getByLabel('Summary').fill('What moved markets this quarter, in five minutes.');
  await staff.getByLabel('Author').selectOption({ index: 1 });
  await staff.getByLabel('Body (HTML)').fill('<p>Markets were calm.</p><script>alert(1)</script>');
  await staff.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(staff.getByText(/^Published/).first()).toBeVisible();

  const notificationTitle = `Your new policy ${stamp}`;
  await staff.goto('/admin/notifications');
  await staff.getByLabel('One client').check();
  await staff.getByLabel('Search clients by name or email').fill(email);
  await staff.getByRole('radio', { name: new RegExp(email) }).check();
  await staff.getByLabel('Title', { exact: true }).fill(notificationTitle);
  await staff
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Your valuations are now in the portal.');
  await staff.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(staff.getByText('Sent to 1 client.', { exact: true })).toBeVisible();

  // The client sees both.
  await client.goto('/tabs/insights');
  await expect(client.getByRole('heading', { name: insightTitle })).toBeVisible();
  await client.goto('/tabs/notifications');
  await expect(client.getByText(notificationTitle)).toBeVisible();

  // The client asks to change their mobile number; the staff member approves; the account shows it.
  await client.goto('/tabs/account/update');
  await client.getByLabel('Mobile (optional)').fill('07700 900123');
  await client.getByRole('button', { name: 'Send for approval' }).click();
  await expect(client.getByTestId('pending-amendment')).toBeVisible();

  await staff.goto('/admin/amendments');
  await staff.getByRole('button', { name: 'Approve the change for Olive Onboard' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByRole('button', { name: 'Approve the change for Olive Onboard' })).toHaveCount(0);
  await expectAccessible(staff);

  await client.goto('/tabs/account');
  await expect(client.getByRole('region', { name: 'Contact' })).toContainText('07700 900123');
  await expect(client.getByTestId('pending-amendment')).toHaveCount(0);
  await keepScreenshot(client, testInfo, 'client-after-approval');
  await clientContext.close();
  await staff.context().close();
});

test("a client's message reaches their adviser (assigned, emailed a link); the reply raises the client's badge until read", async ({
  browser,
}) => {
  const subject = `Annual review date ${Date.now().toString(36)}`;
  test.setTimeout(180_000);
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, JOURNEY_FIRM.client);
  await client.goto('/tabs/messages');
  await client.getByRole('link', { name: 'New message' }).click();
  await client.getByLabel('Subject').fill(subject);
  await client.getByLabel('Message', { exact: true }).fill('Could we meet in March instead of February?');
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByRole('heading', { level: 2, name: subject })).toBeVisible();

  // The client's adviser starts on My work: the unread message is counted there, one click from the thread.
  const staff = await staffPage(browser, JOURNEY_FIRM.adviser, { onMyWork: true });
  const messagesLink = staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: /^Messages \d+ unread$/ });
  await expect(messagesLink).toBeVisible();
  // An adviser's My work opens on their own work (an admin's on the whole firm: holiday-cover.desktop.spec.ts).
  await expect(staff.getByRole('radio', { name: 'Mine' })).toBeChecked();
  const unread = staff
    .getByRole('list', { name: 'What is waiting' })
    .getByRole('link', { name: /^\d+ ?Unread client messages/ });
  await expect(unread).not.toHaveAccessibleName(/^0 ?Unread/);
  // The link's name holds what it shows (label in name): the badge's count is in both.
  await expectAccessible(staff, 'My work with unread messages');
  await unread.click();
  await expect(staff).toHaveURL(/\/admin\/messages\?assigned=me&unread=true$/);
  await staff.getByRole('link', { name: subject }).click();
  await expect(staff.getByText('Could we meet in March instead of February?')).toBeVisible();
  // The thread went to the client's adviser, who was emailed a link to it (who wrote, never what).
  await expect(staff.getByLabel('Assigned to')).toHaveValue(/.+/);
  await expect(staff.getByLabel('Assigned to').locator('option:checked')).toHaveText(/^Ines Tester/);
  const emailed = await linkFromOutbox(
    JOURNEY_FIRM.adviser,
    /https?:\/\/\S+\/admin\/messages\/[0-9a-f-]{36}/,
  );
  expect(new URL(emailed).pathname).toBe(new URL(staff.url()).pathname);
  await staff.getByLabel(/^Reply to /).fill('March works: we will send you a few dates.');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByText('Reply sent.')).toBeAttached();

  // The client's header says a message is waiting; reading the thread clears it.
  await client.goto('/tabs/policies');
  const icon = client.getByRole('banner').getByRole('link', { name: /^Messages/ });
  await expect(icon).toHaveAccessibleName(/^Messages, \d+ unread$/);
  const before = Number((await icon.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
  await icon.click();
  await client.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(client.getByRole('list', { name: 'Messages' })).toContainText('March works');
  await expect(icon).toHaveAccessibleName(before > 1 ? `Messages, ${before - 1} unread` : 'Messages');
  await clientContext.close();
  await staff.context().close();
});
