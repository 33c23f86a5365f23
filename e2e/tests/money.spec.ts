import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { TRANSACTION_EXPORT_HEADER } from '@sextant/contracts/money';
import { chooseRadio, expectAccessible, expectNoSideScroll, keepScreenshot } from '../support/screens';
import { expect, test } from '../support/signed-in';

// The demo client's money explained (issue 10), read only: growth and returns on the home, where the money
// is, a policy's waterfall and returns, the allowances and charges, and a transactions export.

const SIGNED_MONEY = /^[+−]£\d{1,3}(,\d{3})*\.\d{2}$/;
const MONEY = /£\d{1,3}(,\d{3})*\.\d{2}/;
const RETURN = /[+−]?\d+\.\d%/;
const DATE = /\d{1,2} [A-Z][a-z]{2,3} \d{4}/;

/** "+£1,234.50", "−£3.00" or "£10.00" as whole pence, without adding binary fractions. */
function pence(text: string): number {
  const match = text.match(/([+−-]?)£([\d,]+)\.(\d{2})/);
  if (!match) throw new Error(`no amount in “${text}”`);
  const value = Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] === '−' || match[1] === '-' ? -value : value;
}

/** The waterfall's amount on the row whose heading starts with `label`, in pence as the step moves the value. */
async function step(waterfall: Locator, label: string): Promise<number> {
  const heading = waterfall.page().getByRole('rowheader', { name: new RegExp(`^${label}`) });
  const row = waterfall.getByRole('row').filter({ has: heading });
  return pence(await row.getByRole('cell').innerText());
}

test('the demo client sees growth and returns, where the money is, a policy explained, the allowances, and exports transactions', async ({
  page,
}, testInfo) => {
  // The home: the total's growth over the chosen period and its time-weighted return, named as such.
  const growth = page.getByRole('region', { name: 'Growth in GBP' });
  await expect(growth).toContainText(/Growth over 1 year [+−]£/);
  await expect(growth).toContainText(new RegExp(`Time-weighted return ${RETURN.source}`));
  await expect(growth).toContainText(/Paid in £[\d,]+\.\d{2}/);
  // Every figure says its dates; the total, the dates of the values it rests on (the GIA's statement apart).
  await expect(page.getByTestId('growth-dates-GBP')).toHaveText(
    new RegExp(`^1 year: ${DATE.source} – ${DATE.source}$`),
  );
  await expect(page.getByTestId('portfolio-dates')).toHaveText(
    new RegExp(`^\\d polic(y|ies) valued ${DATE.source}(; .+)?; 1 from its statement of ${DATE.source}$`),
  );

  // One period picker for the home; two years asks the server for two years and the words follow.
  const period = page.getByRole('radiogroup', { name: 'Period', exact: true });
  const twoYears = page.waitForResponse(
    (response) =>
      response.url().includes('/v1/portfolio/performance') && response.url().includes('two_years'),
  );
  await chooseRadio(period, /^2y/);
  expect((await twoYears).status()).toBe(200);
  await expect(growth).toContainText(/Growth over 2 years [+−]£/);
  await expect(growth).toContainText(new RegExp(`Time-weighted return ${RETURN.source}`));
  await expect(page.getByRole('heading', { name: 'Portfolio value over 2 years' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Valuation over 2 years: / })).toBeVisible();
  // Each policy card has its own growth over the same period.
  for (const card of await page.getByRole('article').all())
    await expect(card).toContainText(/Growth over 2 years(: not available| [+−]£)/);

  // Where the money is: by provider and by kind of account, each split adding up to the whole.
  const allocation = page.getByRole('region', { name: 'Allocation in GBP' });
  await expect(allocation).toContainText(
    new RegExp(`${MONEY.source}: \\d polic(y|ies) valued ${DATE.source}`),
  );
  await expect(allocation.getByRole('heading', { name: 'By provider' })).toBeVisible();
  await expect(allocation.getByRole('heading', { name: 'By type of account' })).toBeVisible();
  const wrappers = allocation.getByRole('heading', { name: 'By type of account' }).locator('..');
  for (const wrapper of ['Stocks & Shares ISA', 'SIPP', 'Investment bond', 'General investment account'])
    await expect(wrappers).toContainText(wrapper);
  const shares = (await wrappers.getByRole('listitem').allInnerTexts()).map((text) =>
    Number(text.match(/(\d+\.\d)%/)?.[1]),
  );
  expect(shares).toHaveLength(4);
  expect(Math.abs(shares.reduce((sum, share) => sum + share, 0) - 100)).toBeLessThan(0.3);

  await expectAccessible(page);
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'money-home');

  // A policy: its one picker (SPEC's four ranges) opens on the period chosen at home; the headline is its
  // growth with its dates, and the growth and returns follow the picker.
  await page.getByRole('link', { name: 'Stocks & Shares ISA' }).click();
  await expect(page).toHaveURL(/\/tabs\/policies\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('radiogroup')).toHaveCount(1);
  const picker = page.getByRole('radiogroup', { name: 'Period for the graph, growth and returns' });
  await expect(picker.getByRole('radio', { name: /^2y/ })).toBeChecked();
  await expect(page.getByTestId('policy-headline')).toHaveText(SIGNED_MONEY);
  await expect(page.getByTestId('policy-headline-dates')).toHaveText(
    new RegExp(`^2 years: ${DATE.source} – ${DATE.source}$`),
  );
  const performance = page.getByRole('region', { name: 'Growth and returns' });
  await expect(performance.getByTestId('policy-growth')).toHaveText(SIGNED_MONEY);
  expect(pence(await performance.getByTestId('policy-growth').innerText())).toBe(
    pence(await page.getByTestId('policy-headline').innerText()),
  );
  await expect(performance.getByTestId('performance-provenance')).toHaveText(/^Updated daily by /);

  // The waterfall: opening and closing with their dates, what went in and out, charges, growth; it adds up.
  const waterfall = performance.getByRole('table', { name: /^How the value moved from / });
  await expect(waterfall.getByRole('rowheader', { name: /^Opening value/ })).toContainText(
    new RegExp(`as at ${DATE.source}`),
  );
  await expect(waterfall.getByRole('rowheader', { name: /^Closing value/ })).toContainText(
    new RegExp(`as at ${DATE.source}`),
  );
  const opening = await step(waterfall, 'Opening value');
  const paidIn = await step(waterfall, 'Paid in');
  const takenOut = await step(waterfall, 'Taken out');
  const charges = await step(waterfall, 'Charges taken from your policy');
  const growthBeforeCharges = await step(waterfall, 'Growth before charges');
  const closing = await step(waterfall, 'Closing value');
  // The demo ISA has monthly contributions, an adviser's charge and a Bed & ISA within two years.
  expect(paidIn).toBeGreaterThan(0);
  expect(charges).toBeLessThan(0);
  expect(opening + paidIn + takenOut + charges + growthBeforeCharges).toBe(closing);
  // The headline growth is after charges.
  expect(pence(await performance.getByTestId('policy-growth').innerText())).toBe(
    growthBeforeCharges + charges,
  );

  // Both returns, side by side on one basis, each explained.
  await expect(performance.getByTestId('returns-basis')).toContainText(
    'given as a yearly rate and in total over the',
  );
  for (const name of ['Time-weighted return', 'Money-weighted return']) {
    const rate = performance.getByRole('article', { name });
    await expect(rate).toContainText(new RegExp(`${RETURN.source} a\\syear`));
    await expect(rate).toContainText(new RegExp(`${RETURN.source} in total`));
    await rate.getByText('How we calculated this').click();
    await expect(rate).toContainText(new RegExp(`From ${DATE.source} to ${DATE.source}: \\d+ days\\.`));
  }

  await expectAccessible(page);
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'money-policy');

  // The transactions, exported as CSV: the header line, then the listed transactions.
  const transactions = page.getByRole('region', { name: 'Transactions' });
  const count = Number((await transactions.getByText(/^\d+ transactions?/).innerText()).match(/^\d+/)![0]);
  expect(count).toBeGreaterThan(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    transactions.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^HV-\d{4}-ISA-transactions\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(TRANSACTION_EXPORT_HEADER.join(','));
  expect(lines).toHaveLength(count + 1);
  expect(lines[1]).toMatch(
    /^\d{4}-\d{2}-\d{2},(contribution|tax_relief|transfer_in|withdrawal|income|transfer_out|charge),\d+\.\d{2},GBP,/,
  );

  // The allowances and charges: this tax year's and last year's ISA and pension allowances, last year's charges.
  await page.getByRole('banner').getByRole('link', { name: 'Back' }).click();
  await page.getByRole('link', { name: /^Allowances & charges/ }).click();
  await expect(page).toHaveURL(/\/tabs\/policies\/allowances$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Allowances' })).toBeVisible();
  const thisYear = page.getByRole('region', { name: /^This tax year, \d{4}-\d{2}$/ });
  const lastYear = page.getByRole('region', { name: /^Last tax year, \d{4}-\d{2}$/ });
  for (const year of [thisYear, lastYear]) {
    await expect(year.getByTestId(/^isa-/)).toContainText(/£[\d,]+\.\d{2} used of £20,000\.00/);
    await expect(year.getByTestId(/^pension-/)).toContainText(/£[\d,]+\.\d{2} used of £60,000\.00/);
  }
  await expect(thisYear).toContainText(/£[\d,]+\.\d{2} in contributions and £[\d,]+\.\d{2} in tax relief/);
  const charged = page.getByRole('region', { name: 'Charges in GBP' });
  await expect(charged.getByTestId('charges-total-GBP')).toContainText(
    /£[\d,]+\.\d{2} \(\d+\.\d{2}% of the average value/,
  );
  await expect(charged.getByRole('table', { name: 'Charges taken from each policy (GBP)' })).toContainText(
    /HV-\d{4}-ISA/,
  );

  await expectAccessible(page);
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'money-allowances');
});
