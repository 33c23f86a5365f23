import type { Page } from '@playwright/test';
import { expectAccessible, keepScreenshot, UUID } from '../support/screens';
import { expect, test } from '../support/signed-in';

/** An axe scan of the screen as it is: no serious or critical violation. */

/** Keeps a full-page screenshot of the screen as a test artifact. */

async function openInformation(page: Page) {
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: /^Information/ })
    .click();
  await expect(page).toHaveURL(/\/tabs\/information$/);
}

async function openDueDiligence(page: Page) {
  await openInformation(page);
  await page.getByRole('link', { name: /^Due diligence/ }).click();
  await expect(page).toHaveURL(/\/tabs\/information\/due-diligence$/);
  await expect(page).toHaveTitle('Due Diligence | Sextant');
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Providers reviewed' });

test('the Information tab shows the firm, due diligence and the six providers', async ({
  page,
}, testInfo) => {
  await openInformation(page);
  await expect(page).toHaveTitle('Information | Sextant');

  const firm = page.getByRole('region', { name: 'Harbour & Vale Financial Planning' });
  await expect(firm.getByRole('heading', { name: 'Harbour & Vale Financial Planning' })).toBeVisible();
  await expect(firm.getByText('independent financial planning practice')).toBeVisible();
  await expect(firm.getByRole('definition').first()).toHaveText('612934');
  await expect(firm.getByText('FCA number')).toBeVisible();
  await expect(firm.getByRole('definition').nth(1)).toHaveText('2 Jun 2014');
  await expect(page.getByRole('link', { name: /^Due diligence/ })).toHaveAttribute(
    'href',
    '/tabs/information/due-diligence',
  );

  const providers = page.getByRole('region', { name: 'Providers', exact: true }).getByRole('link');
  await expect(providers).toHaveCount(6);
  await expect(providers.first()).toContainText('Albion Platform');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'information');
});

test('a reload keeps the provider list, cached for the session (SPEC §3): it is not asked for again', async ({
  page,
}) => {
  await openInformation(page);
  const providers = page.getByRole('region', { name: 'Providers', exact: true }).getByRole('link');
  await expect(providers).toHaveCount(6);
  // The tab keeps its answers at most once a second.
  await page.waitForTimeout(1_500);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/')) asked.push(`${request.method()} ${url.pathname}`);
  });
  await page.reload();
  await expect(providers).toHaveCount(6);
  await expect(providers.first()).toContainText('Albion Platform');
  // Time for a refetch on mount to have gone out.
  await page.waitForTimeout(1_000);
  expect(asked).not.toContain('GET /v1/provider');
  // Positive control: the reload did ask the server for what a session loads (SPEC §4 Startup).
  expect(asked).toContain('GET /v1/firm');
});

test('a provider view shows the provider and the client’s policies with it', async ({ page }, testInfo) => {
  await openInformation(page);
  await page.getByRole('link', { name: /^Northgate Life/ }).click();
  await expect(page).toHaveURL(new RegExp(`/tabs/information/view/${UUID}$`));
  await expect(page).toHaveTitle('Provider | Sextant');
  await expect(page.getByRole('heading', { level: 2, name: 'Northgate Life' })).toBeVisible();
  await expect(page.getByText('with-profits returns')).toBeVisible();

  const website = page.getByRole('link', { name: /northgatelife\.example/ });
  await expect(website).toHaveAttribute('href', 'https://www.northgatelife.example/');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', /noopener/);

  const policies = page.getByRole('region', { name: 'Your policies with this provider' }).getByRole('link');
  // The demo client's ISA and GIA are both with Northgate Life.
  await expect(policies).toHaveCount(2);
  await expect(policies.first()).toContainText('Stocks & Shares ISA');
  await expect(policies.first()).toContainText('HV-0101-ISA');
  await expect(policies.nth(1)).toContainText('HV-0104-GIA');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'provider-view');

  // A provider the client holds nothing with says so.
  await page.getByRole('banner').getByRole('link', { name: 'Back' }).click();
  await page.getByRole('link', { name: /^Beacon Wrap/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Beacon Wrap' })).toBeVisible();
  await expect(page.getByText('You have no policies with this provider.')).toBeVisible();

  // A policy leads to its view on the Policies tab.
  await page.goBack();
  await page.getByRole('link', { name: /^Northgate Life/ }).click();
  await policies.first().click();
  await expect(page).toHaveURL(new RegExp(`/tabs/policies/view/${UUID}$`));
});

test('due diligence lists the years newest first with the latest selected; another year changes the panel', async ({
  page,
}, testInfo) => {
  await openDueDiligence(page);

  const years = page.getByRole('radiogroup', { name: 'Financial year' }).getByRole('radio');
  await expect(years).toHaveText(['2025/26', '2024/25']);
  await expect(years.nth(0)).toBeChecked();
  await expect(years.nth(1)).not.toBeChecked();

  await expect(page.getByRole('heading', { level: 2, name: 'Provider due diligence 2025/26' })).toBeVisible();
  const entries = panelOf(page).getByRole('link');
  await expect(entries).toHaveCount(6);
  // Provider data attached to each entry: names come from the providers list, in panel order.
  await expect(entries.first()).toContainText('Northgate Life');
  await expect(entries.first()).toContainText('Strong');
  await expect(entries.first()).toContainText('solvency cover rose to 196%');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'due-diligence');

  await years.nth(1).click();
  await expect(years.nth(1)).toBeChecked();
  await expect(page.getByRole('heading', { level: 2, name: 'Provider due diligence 2024/25' })).toBeVisible();
  await expect(entries.first()).toContainText('solvency cover of 171%');
  await expect(entries.first()).toContainText('Good');
  await expect(entries).toHaveCount(6);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'due-diligence-2024-25');

  // The year stays chosen while the client reads a report and comes back.
  await page.getByRole('link', { name: /^Read the full report/ }).click();
  // The year's page shows the same heading: wait for the report's own address first.
  await expect(page).toHaveURL(/\/tabs\/information\/due-diligence\/report\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Provider due diligence 2024/25' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/tabs\/information\/due-diligence$/);
  await expect(years.nth(1)).toBeChecked();

  // The years are one radio group: arrow keys move between them.
  // (Held down as a person does: the group moves focus just after the key goes down.)
  await years.nth(1).focus();
  await page.keyboard.down('ArrowLeft');
  await expect(years.nth(0)).toBeChecked();
  await expect(years.nth(0)).toBeFocused();
  await page.keyboard.up('ArrowLeft');
  await expect(entries.first()).toContainText('solvency cover rose to 196%');
});

test('the report view shows the year’s report', async ({ page }, testInfo) => {
  await openDueDiligence(page);
  await page.getByRole('link', { name: /^Read the full report/ }).click();
  await expect(page).toHaveURL(new RegExp(`/tabs/information/due-diligence/report/${UUID}$`));
  await expect(page).toHaveTitle('Due Diligence Report | Sextant');
  await expect(page.getByRole('heading', { level: 2, name: 'Provider due diligence 2025/26' })).toBeVisible();
  await expect(page.getByText('Our review of the 6 providers on our panel')).toBeVisible();
  await expect(page.getByText('Each year we review every provider we recommend')).toBeVisible();
  await expect(page.getByText('Albion Platform falls to Good after its system migration')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'due-diligence-report');
});

test('a per-provider report shows the provider’s rating and review', async ({ page }, testInfo) => {
  await openDueDiligence(page);
  await panelOf(page)
    .getByRole('link', { name: /Albion Platform/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tabs/information/due-diligence/${UUID}/report/${UUID}$`));
  await expect(page).toHaveTitle('Provider Report | Sextant');
  // One heading with the provider's name: the body's own opening heading is not repeated.
  await expect(page.getByRole('heading', { name: 'Albion Platform' })).toHaveCount(1);
  await expect(page.getByText('Due diligence 2025/26')).toBeVisible();
  await expect(page.getByText('Rating: Good')).toBeVisible();
  await expect(page.getByText('A wrap platform holding ISAs')).toBeVisible();
  await expect(
    page.getByText('ISA transfers in took 31 days on average between March and July'),
  ).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'provider-report');

  await page.getByRole('link', { name: 'About Albion Platform' }).click();
  await expect(page).toHaveURL(new RegExp(`/tabs/information/view/${UUID}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Albion Platform' })).toBeVisible();
});
