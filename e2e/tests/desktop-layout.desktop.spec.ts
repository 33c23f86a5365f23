import type { Locator, Page } from '@playwright/test';
import { expectAccessible, keepScreenshot, UUID } from '../support/screens';
import { expect, ownSessionTest, test } from '../support/signed-in';

async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('no layout box');
  return box;
}

type Box = { x: number; y: number; width: number; height: number };

/** Side by side: the second starts right of where the first ends, and their heights overlap. */
function expectBeside(left: Box, right: Box) {
  expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
  expect(right.y).toBeLessThan(left.y + left.height);
  expect(left.y).toBeLessThan(right.y + right.height);
}

/** SPEC §2's navigation, at any width: the fixed bottom tab bar and the header's icons. */
async function expectNavigation(page: Page, wide: boolean) {
  const bar = page.getByRole('navigation', { name: 'Tabs' });
  const barBox = await boxOf(bar);
  const viewport = page.viewportSize();
  expect(Math.round(barBox.y + barBox.height)).toBe(viewport?.height);
  for (const name of ['Policies', 'Information', 'Insights']) {
    await expect(bar.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  for (const name of ['Notifications', 'Account']) {
    const tab = bar.getByRole('link', { name: new RegExp(`^${name}`) });
    if (wide) await expect(tab).toBeVisible();
    else await expect(tab).toBeHidden();
  }
  const header = page.getByRole('banner');
  for (const name of [/^Messages/, /^Notifications/, /^Account$/]) {
    await expect(header.getByRole('link', { name })).toBeVisible();
  }
}

/** The box around a column's boxes. */
function span(...boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

const total = (page: Page) => page.getByRole('region', { name: 'Total portfolio value', exact: true });
const chart = (page: Page) => page.getByRole('region', { name: /^Portfolio value over / });
const allocation = (page: Page) => page.getByRole('region', { name: 'Where your money is', exact: true });
const policies = (page: Page) => page.getByRole('region', { name: 'Your policies', exact: true });

test('at 1280 px the home uses the width: the total and chart beside the allocation, policies three abreast', async ({
  page,
}, testInfo) => {
  await expect(total(page)).toContainText('£');
  const main = await boxOf(page.getByRole('main'));
  const content = await boxOf(page.getByRole('main').locator('> *').first());
  expect(content.width).toBeGreaterThan(900);
  expect(main.width).toBeGreaterThan(900);

  const totalBox = await boxOf(total(page));
  const chartBox = await boxOf(chart(page));
  const allocationBox = await boxOf(allocation(page));
  // The total above the chart in one column; the allocation (and the to-do list, when there is one) in the other.
  expect(chartBox.y).toBeGreaterThan(totalBox.y);
  expect(Math.abs(chartBox.x - totalBox.x)).toBeLessThan(1);
  // The to-do list (demo@ has one unless other journeys did it all) heads the right-hand column; without
  // it the allocation moves up to the top.
  const todo = page.getByRole('region', { name: 'To do', exact: true });
  const todoBox = (await todo.count()) ? await boxOf(todo) : null;
  const rightTop = todoBox ?? allocationBox;
  expect(Math.abs(rightTop.y - totalBox.y)).toBeLessThan(1);
  if (todoBox) {
    expect(Math.abs(todoBox.x - allocationBox.x)).toBeLessThan(1);
    expect(todoBox.y).toBeLessThan(allocationBox.y);
  }
  expectBeside(span(totalBox, chartBox), span(rightTop, allocationBox));

  // The policies across both columns, below them, three cards to a row.
  const policiesBox = await boxOf(policies(page));
  expect(policiesBox.y).toBeGreaterThanOrEqual(chartBox.y + chartBox.height);
  expect(policiesBox.width).toBeGreaterThan(900);
  const cards = policies(page).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const [first, second, third, fourth] = await Promise.all([0, 1, 2, 3].map((i) => boxOf(cards.nth(i))));
  expect(second!.y).toBe(first!.y);
  expect(third!.y).toBe(first!.y);
  expect(fourth!.y).toBeGreaterThan(first!.y);

  await expectNavigation(page, true);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'desktop-home');
});

test('at 1280 px a policy shows its details beside the valuation graph', async ({ page }) => {
  await policies(page).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/tabs/policies/view/${UUID}$`));
  const graph = await boxOf(page.getByRole('region', { name: 'Valuation history', exact: true }));
  const details = await boxOf(page.getByRole('region', { name: 'Details', exact: true }));
  expectBeside(graph, details);
  expect(graph.width).toBeGreaterThan(details.width);
});

test('at 1280 px messages are master-detail: the chosen thread opens beside the list, which stays', async ({
  page,
}, testInfo) => {
  await page.goto('/tabs/messages');
  const threads = page.getByRole('list', { name: 'Conversations' });
  const pane = page.getByRole('region', { name: 'Conversation', exact: true });
  await expect(pane).toContainText('Choose a conversation to read it here');
  const thread = threads.getByRole('link', { name: /Your annual review/ });
  await expect(thread).not.toHaveAttribute('aria-current');

  await thread.click();
  await expect(page).toHaveURL(new RegExp(`/tabs/messages\\?thread=${UUID}$`));
  await expect(pane.getByRole('heading', { level: 2, name: 'Your annual review' })).toBeVisible();
  await expect(pane.getByRole('list', { name: 'Messages' })).toContainText('could we move my annual review');
  // Focus follows the choice into the pane, so a screen reader reads what opened.
  await expect(pane).toBeFocused();
  await expect(thread).toBeVisible();
  await expect(thread).toHaveAttribute('aria-current', 'true');
  expectBeside(await boxOf(threads), await boxOf(pane));
  await expectNavigation(page, true);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'desktop-messages');

  // The address holds the choice: a reload and the back button keep working.
  await page.reload();
  await expect(pane.getByRole('heading', { level: 2, name: 'Your annual review' })).toBeVisible();
  await expect(threads.getByRole('link', { name: /Your annual review/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/tabs\/messages$/);
  await expect(pane).toContainText('Choose a conversation to read it here');

  // Keyboard: a row is a link; Enter opens it.
  await threads.getByRole('link', { name: /Your annual review/ }).focus();
  await page.keyboard.press('Enter');
  await expect(pane.getByRole('heading', { level: 2, name: 'Your annual review' })).toBeVisible();

  // A new message opens in the pane too.
  await page.getByRole('link', { name: 'New message' }).click();
  await expect(pane.getByRole('heading', { level: 2, name: 'New message' })).toBeVisible();
  await expect(threads).toBeVisible();
});

test('at 1280 px notifications are master-detail: the chosen one shows its text and link beside the list', async ({
  page,
}, testInfo) => {
  await page.goto('/tabs/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  const pane = page.getByRole('region', { name: 'Notification', exact: true });
  await expect(pane).toContainText('Choose a notification to read it here.');
  // A read one that names its subject (demo@ is shared: the journeys that read unread ones count them): the
  // GIA's latest statement valuation, 38 days old, within the first page.
  const title = 'New valuation: HV-0104-GIA';
  const first = list.getByRole('link', { name: new RegExp(`^${title}`) }).first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/tabs/notifications\\?notification=${UUID}$`));
  await expect(pane.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(pane).toBeFocused();
  await expect(list).toBeVisible();
  await expect(first).toHaveAttribute('aria-current', 'true');
  expectBeside(await boxOf(list), await boxOf(pane));
  await expectNavigation(page, true);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'desktop-notifications');

  // The way to its subject, from the pane.
  const open = pane.getByRole('link', { name: `Open ${title}` });
  await expect(open).toHaveAttribute('href', /^\/tabs\//);
  const href = await open.getAttribute('href');
  await open.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/tabs/notifications\\?notification=${UUID}$`));
  await expect(pane.getByRole('heading', { level: 2, name: title })).toBeVisible();
});

// A viewport of its own needs a browser of its own.
ownSessionTest.describe('on a 390 px phone', () => {
  ownSessionTest.use({ viewport: { width: 390, height: 844 } });

  ownSessionTest(
    'the layout is unchanged: one column, and one thing at a time in messages and notifications',
    async ({ page }) => {
      await expect(total(page)).toContainText('£');
      const totalBox = await boxOf(total(page));
      const chartBox = await boxOf(chart(page));
      const policiesBox = await boxOf(policies(page));
      const allocationBox = await boxOf(allocation(page));
      // One column, in the phone's order: total, chart, policies, allocation.
      for (const box of [chartBox, policiesBox, allocationBox]) {
        expect(Math.abs(box.x - totalBox.x)).toBeLessThan(1);
        expect(Math.abs(box.width - totalBox.width)).toBeLessThan(1);
      }
      expect(chartBox.y).toBeGreaterThan(totalBox.y);
      expect(policiesBox.y).toBeGreaterThan(chartBox.y);
      expect(allocationBox.y).toBeGreaterThan(policiesBox.y);
      const cards = policies(page).getByRole('listitem');
      const [card1, card2] = await Promise.all([boxOf(cards.nth(0)), boxOf(cards.nth(1))]);
      expect(card2.y).toBeGreaterThan(card1.y);
      await expectNavigation(page, false);

      await page.goto('/tabs/messages');
      await page
        .getByRole('list', { name: 'Conversations' })
        .getByRole('link', { name: /Your annual review/ })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'Your annual review' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Conversations' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Conversation', exact: true })).toHaveCount(0);

      // A notification about something opens it directly.
      await page.goto('/tabs/notifications');
      await expect(page.getByRole('region', { name: 'Notification', exact: true })).toHaveCount(0);
      const row = page.getByRole('list', { name: 'Notifications' }).getByRole('link').first();
      const href = await row.getAttribute('href');
      expect(href).toMatch(/^\/tabs\//);
      expect(href).not.toContain('?notification=');
    },
  );
});
