import { chooseRadio, expectAccessible, expectNoSideScroll, keepScreenshot } from '../support/screens';
import { expect, test } from '../support/signed-in';

/** An axe scan of the screen as it is: no serious or critical violation. */

/** Keeps a full-page screenshot of the screen as a test artifact. */

/** Nothing is wider than the screen: no sideways scrolling on a phone. */

const pounds = (text: string) => Number(text.replace(/[£,\s]/g, ''));
const MONEY = /£\d{1,3}(,\d{3})*\.\d{2}/;
const DATE = /\d{1,2} [A-Z][a-z]{2,3} \d{4}/;
const FEED = new RegExp(`As at ${DATE.source}\\W+Updated daily by `);
const STATEMENT = new RegExp(`Last statement ${DATE.source} — figures may have moved since`);

test('the demo client sees four policies with valuations, the total, and where each figure comes from', async ({
  page,
}, testInfo) => {
  await expect(page).toHaveTitle('Policies | Sextant');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);
  const total = page.getByTestId('portfolio-total');
  await expect(total).toHaveText(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
  // What the total rests on: the three daily feeds' dates, then the GIA's last statement (all four counted).
  await expect(page.getByTestId('portfolio-dates')).toHaveText(
    new RegExp(
      `^\\d polic(y|ies) valued ${DATE.source}(; \\d valued ${DATE.source})*; 1 from its statement of ${DATE.source}$`,
    ),
  );

  // Each card: its latest valuation, and in words where it came from and when.
  const values: number[] = [];
  for (const card of await cards.all()) {
    await expect(card).toContainText(new RegExp(`${FEED.source}|${STATEMENT.source}`));
    const value = (await card.textContent())?.match(MONEY)?.[0];
    expect(value).toBeTruthy();
    values.push(pounds(value!));
  }
  // The total is the sum of the four, to the penny.
  const sum = Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
  expect(pounds((await total.textContent()) ?? '')).toBeCloseTo(sum, 2);

  // The statement-only GIA says its figures may have moved since; the other three are updated daily.
  const statement = cards.filter({ hasText: STATEMENT });
  await expect(statement).toHaveCount(1);
  await expect(statement).toContainText('General Investment Account');
  await expect(cards.filter({ hasText: 'Updated daily by ' })).toHaveCount(3);

  await expectAccessible(page);
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'policies');

  // Search by reference, product type or provider.
  const search = page.getByRole('searchbox', { name: 'Search policies' });
  await search.fill('sipp');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Self-Invested Personal Pension');
  await expect(page.getByText('1 of 4 policies shown')).toBeVisible();
  await expect(page).toHaveURL(/\?q=sipp$/);
  await search.fill('no such policy');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No policies match “no such policy”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(cards).toHaveCount(4);
  // The total stays the whole portfolio's.
  expect(pounds((await total.textContent()) ?? '')).toBeCloseTo(sum, 2);
});

test('a policy view: details, the valuation graph by range, and the provider’s policies', async ({
  page,
}, testInfo) => {
  const firstGraph = page.waitForRequest((request) => request.url().includes('date_range=one_year'));
  await page.getByRole('link', { name: 'Stocks & Shares ISA' }).click();
  await expect(page).toHaveURL(/\/tabs\/policies\/view\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Policy | Sextant');
  await expect(page.getByRole('heading', { level: 2, name: 'Stocks & Shares ISA' })).toBeVisible();
  await firstGraph;

  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText(/HV-\d{4}-ISA/);
  await expect(details).toContainText('Start date');
  await expect(page.getByText('Latest valuation')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Back' })).toHaveAttribute(
    'href',
    '/tabs/policies',
  );

  // The graph: 1y first; its name sums it up; 3m asks for three_months and the chart changes. The view's one
  // picker (SPEC's four ranges) sets the growth and returns below too.
  const group = page.getByRole('radiogroup', { name: 'Period for the graph, growth and returns' });
  const chart = page.getByRole('img', { name: /^Valuation over/ });
  await expect(group.getByRole('radio', { name: /^1y/ })).toBeChecked();
  await expect(chart).toHaveAttribute('aria-label', /^Valuation over 1 year: £[\d,.]+ on .+, £[\d,.]+ on .+/);
  await expect(page.locator('[data-testid="valuation-chart"] canvas')).toBeVisible();
  const yearLabel = await chart.getAttribute('aria-label');

  const threeMonths = page.waitForResponse((response) => response.url().includes('date_range=three_months'));
  await chooseRadio(group, /^3m/);
  expect((await threeMonths).status()).toBe(200);
  await expect(group.getByRole('radio', { name: /^3m/ })).toBeChecked();
  await expect(group.getByRole('radio', { name: /^1y/ })).not.toBeChecked();
  await expect(chart).toHaveAttribute('aria-label', /^Valuation over 3 months: /);
  expect(await chart.getAttribute('aria-label')).not.toBe(yearLabel);
  await expect(page.getByTestId('graph-change')).toHaveText(
    /^Change in value: .+ from the valuation of \d{1,2} \w{3,4} \d{4} to that of \d{1,2} \w{3,4} \d{4} — /,
  );
  await expect(page).toHaveURL(/\?range=3m$/);

  // Arrow keys move through the group, as in any radio group.
  // (The key is held while focus moves, as a person's key press is: a native radio is checked as it gains focus.)
  await group.getByRole('radio', { name: /^3m/ }).focus();
  const sixMonths = page.waitForRequest((request) => request.url().includes('date_range=six_months'));
  await page.keyboard.down('ArrowRight');
  await expect(group.getByRole('radio', { name: /^6m/ })).toBeFocused();
  await page.keyboard.up('ArrowRight');
  await sixMonths;
  await expect(group.getByRole('radio', { name: /^6m/ })).toBeChecked();
  await expect(chart).toHaveAttribute('aria-label', /^Valuation over 6 months: /);

  const twoYears = page.waitForRequest((request) => request.url().includes('date_range=two_years'));
  await chooseRadio(group, /^2y/);
  await twoYears;
  await expect(chart).toHaveAttribute('aria-label', /^Valuation over 2 years: /);

  // The client's policies with this provider: this one is marked; any other leads to its view.
  const provider = page.getByRole('region', { name: /^Your policies with / });
  await expect(provider.getByRole('listitem')).not.toHaveCount(0);
  await expect(provider.locator('[aria-current="page"]')).toContainText(/HV-\d{4}-ISA/);
  await expect(provider.locator('[aria-current="page"]')).toContainText('This policy');
  for (const link of await provider.getByRole('link').all())
    await expect(link).toHaveAttribute('href', /^\/tabs\/policies\/view\/[0-9a-f-]{36}$/);
  // The demo client's GIA is with the same provider as the ISA.
  await expect(provider.getByRole('link', { name: /HV-\d{4}-GIA/ })).toHaveCount(1);

  await expectAccessible(page);
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'policy-view');
});

test('an unknown policy id says it could not be found', async ({ page }) => {
  await page.goto('/tabs/policies/view/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This policy could not be found.')).toBeVisible();
  await page.getByRole('link', { name: 'All policies' }).click();
  await expect(page).toHaveURL(/\/tabs\/policies$/);
});
