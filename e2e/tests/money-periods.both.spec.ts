import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addMonths, londonToday } from '../../apps/api/src/shared/period';
import { DATA_DIR } from '../playwright.config';
import { ADDED_VALUE, addedValueLedgers, seededOn } from '../support/added-value-fixture';
import { chooseRadio, expectAccessible, expectNoSideScroll, keepScreenshot } from '../support/screens';
import { signIn } from '../support/sign-in';

// One picture a client can trust (issue 23), at both sizes as it asserts layout: a client whose old pension
// was added with £80,000 in it sees growth since start that leaves the £80,000 out, on a line of its own; the
// home chart's gap is the growth shown; a policy view has one picker; every figure says its dates.

const DATE = '\\d{1,2} [A-Z][a-z]{2,3} \\d{4}';
const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shown = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
const pounds = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
const signed = (pence: number) => `${pence < 0 ? '−' : '+'}${pounds(Math.abs(pence))}`;

/** "+£1,234.50" or "−£3.00" in a text, as whole pence. */
function pence(text: string): number {
  const match = text.match(/([+−-]?)£([\d,]+)\.(\d{2})/);
  if (!match) throw new Error(`no amount in “${text}”`);
  const value = Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] === '−' || match[1] === '-' ? -value : value;
}

/**
 * The growth shown in the total and the chart's gap in words: the same amount, once both are the period's
 * (each answer draws when it comes; the one shown meanwhile is marked busy).
 */
async function expectGapIsGrowth(page: Page, growth: Locator) {
  const gap = page.getByTestId('chart-growth');
  await expect(gap).toHaveText(/^The value less what you put in, [+−]?£[\d,]+\.\d{2}, is the growth\.$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const figure = () =>
    growth
      .getByText(/^[+−]£/)
      .first()
      .innerText();
  await expect.poll(async () => pence(await gap.innerText()) - pence(await figure())).toBe(0);
}

test('a pension added with value: growth since start leaves it out, the chart’s gap is the growth, one picker, every figure dated', async ({
  page,
}, testInfo) => {
  // The ledgers as seeded (their last valuations that day); the periods end on the server's today, later
  // when the run crosses midnight.
  const ledgers = addedValueLedgers(seededOn(path.resolve(import.meta.dirname, '..', DATA_DIR)));
  const today = londonToday(new Date());
  await signIn(page, ADDED_VALUE.email(testInfo.project.name));

  // The total says what it rests on: two policies valued today, the GIA from its last statement.
  const total = page.getByRole('region', { name: 'Total portfolio value' });
  await expect(page.getByTestId('portfolio-dates')).toHaveText(
    `2 policies valued ${shown(ledgers.today)}; 1 from its statement of ${shown(ledgers.giaLastStatement)}`,
  );
  const growth = page.getByRole('region', { name: 'Growth in GBP' });
  await expect(page.getByTestId('growth-dates-GBP')).toHaveText(
    `1 year: ${shown(addMonths(today, -12))} – ${shown(today)}`,
  );
  await expectGapIsGrowth(page, growth);
  await expect(page.getByTestId('chart-dates-GBP')).toHaveText(new RegExp(`^1 year: ${DATE} – ${DATE}$`));
  // Each policy's growth on its card says its dates too.
  const cardDates = page.getByTestId('policy-growth-dates');
  await expect(cardDates).toHaveCount(3);
  for (const dates of await cardDates.all())
    await expect(dates).toHaveText(new RegExp(`^1 year: ${DATE} – ${shown(today)}$`));
  // The GIA's £300 paid in after its last statement is in neither line, and said so.
  await expect(page.getByTestId('chart-pending')).toHaveText('£300.00 paid in is not in a valuation yet.');

  // On a phone the total and its growth come first, above the chart.
  const totalBox = (await total.boundingBox())!;
  const chartBox = (await page.getByTestId('valuation-chart').boundingBox())!;
  expect(totalBox.y).toBeLessThan(chartBox.y);
  await expectNoSideScroll(page);

  // Since start: the pension's £80,000 is brought in, on its own line, not growth; the gap still the growth.
  await chooseRadio(page.getByRole('radiogroup', { name: 'Period', exact: true }), /^Since start/);
  await expect(growth).toContainText(/Growth since the start [+−]£/);
  await expect(page.getByTestId('chart-dates-GBP')).toHaveText(/^Since start: /);
  await expect(page.getByTestId('brought-in-GBP')).toHaveText(
    `Brought in ${pounds(ADDED_VALUE.pension.broughtIn)}: the value it had when it was added to your portfolio — not growth`,
  );
  await expect(page.getByTestId('growth-dates-GBP')).toHaveText(
    new RegExp(`^Since start: ${DATE} – ${shown(today)}$`),
  );
  await expectGapIsGrowth(page, growth);
  expect(
    pence(
      await growth
        .getByText(/^[+−]£/)
        .first()
        .innerText(),
    ),
  ).toBeLessThan(20_000_00);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'money-periods-home');

  // The pension's view: one picker, SPEC's four ranges (since start is not one: it opens on 1y).
  await page.getByRole('link', { name: ADDED_VALUE.pension.product }).click();
  await expect(page).toHaveURL(/\/tabs\/policies\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('radiogroup')).toHaveCount(1);
  const picker = page.getByRole('radiogroup', { name: 'Period for the graph, growth and returns' });
  await expect(picker.getByRole('radio')).toHaveCount(4);
  await expect(picker.getByRole('radio', { name: /^1y/ })).toBeChecked();
  await expect(page.getByTestId('policy-headline-dates')).toHaveText(
    `1 year: ${shown(addMonths(today, -12))} – ${shown(today)}`,
  );

  // Two years hold the day it was added: it opens at nil, the £80,000 brought in, the rest growth.
  await chooseRadio(picker, /^2y/);
  const period = `2 years: ${shown(ledgers.pensionAdded)} – ${shown(today)}`;
  await expect(page.getByTestId('policy-headline-dates')).toHaveText(period);
  await expect(page.getByTestId('policy-headline')).toHaveText(signed(ledgers.pensionGrowth));
  const figures = page.getByRole('region', { name: 'Growth and returns' });
  await expect(figures.getByTestId('performance-dates')).toHaveText(period);
  await expect(figures.getByTestId('policy-growth')).toHaveText(signed(ledgers.pensionGrowth));
  const broughtIn = figures
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Brought in/ }) });
  await expect(broughtIn).toContainText('not growth');
  await expect(broughtIn.getByRole('cell')).toHaveText(`+${pounds(ADDED_VALUE.pension.broughtIn)}`);
  await expect(page.getByTestId('graph-growth')).toContainText(
    `The value less what you put in, ${signed(ledgers.pensionGrowth)}, is the growth`,
  );
  // The chart draws what was put in under SPEC's graph (from the policy's series): the gap at its last
  // point is that same growth.
  await expect
    .poll(() => page.getByRole('img', { name: /^Valuation over 2 years/ }).getAttribute('aria-label'))
    .toContain(`the value less what you put in, ${signed(ledgers.pensionGrowth)}, is the growth.`);
  await expect(page.getByText(/^What you put in \(/)).toBeVisible();

  // The periods side by side, each row with its dates; since start leaves the brought-in value out.
  const table = page.getByRole('table', { name: /^Growth and returns over each period, to / });
  await expect(table.getByRole('rowheader')).toHaveCount(6);
  for (const name of ['3 months', '6 months', '1 year', '2 years', 'This tax year', 'Since start'])
    await expect(
      table.getByRole('rowheader', { name: new RegExp(`^${name} ${DATE} – ${DATE}$`) }),
    ).toBeVisible();
  const sinceStart = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Since start/ }) });
  await expect(sinceStart.getByRole('cell').first()).toHaveText(signed(ledgers.pensionGrowth));

  await expectNoSideScroll(page);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'money-periods-policy');
});
