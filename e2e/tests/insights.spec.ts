import type { Page } from '@playwright/test';
import { INSIGHT_AUTHORS, INSIGHT_CATEGORIES, INSIGHTS } from '../../apps/api/src/demo/content';
import { expectAccessible, keepScreenshot, UUID } from '../support/screens';
import { expect, test } from '../support/signed-in';

const PAGE_SIZE = 10;

/** An axe scan of the screen as it is: no serious or critical violation. */

/** Keeps a full-page screenshot of the screen as a test artifact. */

async function openInsights(page: Page) {
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: /^Insights/ })
    .click();
  await expect(page).toHaveURL(/\/tabs\/insights$/);
  await expect(page).toHaveTitle('Insights | Sextant');
}

const cards = (page: Page) => page.getByRole('list', { name: 'Insights' }).getByRole('article');

/** The demo data's published insights, newest first, with their categories and writer. */
const seeded = INSIGHTS.map(([title, , categories], i) => ({
  title,
  categories: categories.map((c) => INSIGHT_CATEGORIES[c]!),
  writer: INSIGHT_AUTHORS[i % INSIGHT_AUTHORS.length]!.name,
}));

test('the Insights tab lists the newest ten, and scrolling loads the rest page by page', async ({
  page,
}, testInfo) => {
  expect(seeded).toHaveLength(32);
  await openInsights(page);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(cards(page).first().getByRole('heading')).toHaveText(seeded[0]!.title);
  const first = cards(page).first();
  await expect(first.getByText(seeded[0]!.writer)).toBeVisible();
  await expect(first.getByRole('list', { name: 'Categories' })).toContainText(seeded[0]!.categories[0]!);
  await expect(first.getByText(/^\d+ likes?$/)).toBeAttached();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'insights');

  // The next page loads within the last 15% of the list, following the API's next links.
  for (const count of [20, 30, 32]) {
    await page.mouse.wheel(0, 20_000);
    await expect(cards(page)).toHaveCount(count);
  }
  await expect(page.getByText('You have reached the end of the list.')).toBeVisible();
  await expect(cards(page).last().getByRole('heading')).toHaveText(seeded.at(-1)!.title);
});

test('insights filter by categories (any of them) and by writer', async ({ page }, testInfo) => {
  await openInsights(page);
  const filters = page.getByRole('search', { name: 'Filter insights' });
  const [category, other] = ['Pensions', 'Tax planning'];
  const inCategory = seeded.filter((insight) => insight.categories.includes(category));

  await filters.getByRole('button', { name: category }).click();
  await expect(filters.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/categories=\d+/);
  await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, inCategory.length));
  await expect(cards(page).first().getByRole('heading')).toHaveText(inCategory[0]!.title);
  for (const card of await cards(page).all()) {
    await expect(card.getByRole('list', { name: 'Categories' })).toContainText(category);
  }

  // A second category widens the search: any of them matches.
  await filters.getByRole('button', { name: other }).click();
  const inEither = seeded.filter((insight) => insight.categories.some((c) => c === category || c === other));
  await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, inEither.length));
  await filters.getByRole('button', { name: other }).click();

  // The writer narrows it.
  const writer = seeded.find((insight) => insight.categories.includes(category))!.writer;
  await filters.getByLabel('Writer').selectOption({ label: writer });
  await expect(page).toHaveURL(/writer=\d+/);
  const both = inCategory.filter((insight) => insight.writer === writer);
  await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, both.length));
  for (const card of await cards(page).all()) await expect(card).toContainText(writer);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'insights-filtered');

  // The writer alone.
  await filters.getByRole('button', { name: category }).click();
  const byWriter = seeded.filter((insight) => insight.writer === writer);
  await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, byWriter.length));
  await expect(cards(page).first().getByRole('heading')).toHaveText(byWriter[0]!.title);

  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/tabs\/insights$/);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
});

test('an insight opens as an article with its writer, body and likes', async ({ page }, testInfo) => {
  await openInsights(page);
  const second = seeded[1]!;
  await cards(page).nth(1).getByRole('link', { name: second.title }).click();
  await expect(page).toHaveURL(new RegExp(`/tabs/insights/view/${UUID}$`));
  await expect(page).toHaveTitle('Insight | Sextant');
  await expect(page.getByRole('heading', { level: 2, name: second.title })).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.getByText(second.writer)).toBeVisible();
  await expect(article.locator('p').nth(3)).toBeVisible();
  await expect(article.getByRole('button', { name: /^Liked? .*\d+ likes?$/ })).toBeVisible();
  await expect(article.locator('script')).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'insight-view');

  await page.getByRole('banner').getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/tabs\/insights$/);
});
