import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { addDays } from '../../apps/api/src/shared/period';
import { MONEY_JOURNEY, moneyLedger } from '../support/money-fixture';
import { expectAccessible, keepScreenshot } from '../support/screens';
import { signIn } from '../support/sign-in';
import { signInStaff } from '../support/staff';

// A transactions import from file to the client's screen (issue 10). It changes the money journey client's
// figures, so it runs once, on desktop, with an admin and a client of its own in the journey firm.

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shownDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** "£1,234.50" after `label` in the text, as whole pence. */
async function amountAfter(region: Locator, label: string): Promise<number> {
  const text = await region.innerText();
  const match = text.match(new RegExp(`${label} £([\\d,]+)\\.(\\d{2})`));
  if (!match) throw new Error(`no “${label} £…” in “${text}”`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}

/** The client's year: what went in and what was charged, as the home's growth says it. */
async function yearFlows(client: Page) {
  const growth = client.getByRole('region', { name: 'Growth in GBP' });
  await expect(growth).toContainText(/Growth over 1 year [+−]£/);
  return {
    paidIn: await amountAfter(growth, 'Paid in'),
    charges: await amountAfter(growth, 'Charges taken from your policies').catch(() => 0),
  };
}

async function signedIn(browser: Browser, signInAs: (page: Page) => Promise<void>): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page);
  return page;
}

test('a staff member imports transactions, confirms the preview past a flagged row, and the client’s figures change', async ({
  browser,
}, testInfo) => {
  const ledger = moneyLedger();
  const latest = ledger.valuations.at(-1)!.date;
  const lastContribution = ledger.contributions.at(-1)!;
  const topUp = addDays(latest, -3);
  // Over 31 days before the latest valuation: valid, but flagged for a second look.
  const lateCharge = addDays(latest, -45);
  const csv = [
    'policy_reference,date,type,amount,currency,description,reference',
    // Already stored (a statement line, no reference): unchanged.
    `${MONEY_JOURNEY.policy},${lastContribution},contribution,300.00,GBP,Monthly contribution,`,
    `${MONEY_JOURNEY.policy},${topUp},contribution,2500.00,GBP,One-off top-up,JW-TOPUP-1`,
    `${MONEY_JOURNEY.policy},${lateCharge},charge,150.00,GBP,Adviser charge,JW-FEE-1`,
  ].join('\r\n');

  const client = await signedIn(browser, (page) => signIn(page, MONEY_JOURNEY.client));
  const before = await yearFlows(client);
  const staff = await signedIn(browser, (page) => signInStaff(page, MONEY_JOURNEY.admin));

  // The staff member checks a transactions file.
  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Import files' })
    .click();
  await staff.getByRole('radio', { name: /^Transactions/ }).check();
  await staff.getByLabel('Transactions file (CSV, at most 10 MB)').setInputFiles({
    name: 'money.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${csv}\r\n`),
  });
  await staff.getByRole('button', { name: 'Check file' }).click();

  // The preview: what confirming would do to the policy, and the flagged row by line.
  const preview = staff.getByRole('region', { name: 'Preview of money.csv' });
  await expect(preview).toContainText('Nothing has changed yet.');
  const policyRow = preview
    .getByRole('table', { name: /What confirming would do/ })
    .getByRole('row', { name: new RegExp(`^${MONEY_JOURNEY.policy}`) });
  // New, changed, unchanged, suspicious.
  await expect(policyRow.getByRole('cell')).toHaveText(['2', '0', '1', '1']);
  const flags = preview.getByRole('region', { name: '1 suspicious row' });
  await expect(flags.getByRole('listitem')).toHaveCount(1);
  await expect(flags.getByRole('listitem')).toContainText(
    `Line 4 · ${MONEY_JOURNEY.policy} · ${shownDate(lateCharge)}`,
  );
  await expect(flags.getByRole('listitem')).toContainText(
    "more than 31 days before the policy's latest valuation",
  );
  const confirm = preview.getByRole('button', { name: 'Confirm import of 3 rows' });
  await expect(confirm).toBeDisabled();
  await expectAccessible(staff);
  await keepScreenshot(staff, testInfo, 'transactions-preview');

  // Nothing reaches the client before confirmation.
  // After the refetch that follows the kept figures (SPEC §4): nothing has changed yet.
  await client.reload();
  await client.waitForLoadState('networkidle');
  expect(await yearFlows(client)).toEqual(before);

  await preview.getByLabel('I have checked the 1 suspicious row and want to import it as it is.').check();
  await confirm.click();
  const report = staff.getByRole('region', { name: 'Import report' });
  await expect(report).toContainText('Imported. Clients see the new transactions at once.');
  await expect(report).toContainText('Inserted2');
  await expect(report).toContainText('Unchanged1');

  // The client's year now holds the top-up and the charge, to the penny.
  // The reload shows the figures kept in the tab first (SPEC §4), then the fresh ones once they arrive.
  await client.reload();
  await expect
    .poll(() => yearFlows(client), { timeout: 20_000 })
    .toEqual({ paidIn: before.paidIn + 2500_00, charges: before.charges + 150_00 });
  await client.getByRole('link', { name: MONEY_JOURNEY.product }).click();
  const transactions = client.getByRole('list', { name: 'Transactions, newest first' });
  await expect(transactions.getByRole('listitem').filter({ hasText: 'One-off top-up' })).toContainText(
    `+£2,500.00`,
  );
  await expect(transactions.getByRole('listitem').filter({ hasText: 'Adviser charge' })).toContainText(
    '−£150.00',
  );
  await keepScreenshot(client, testInfo, 'client-after-import');
  await client.context().close();
  await staff.context().close();
});
