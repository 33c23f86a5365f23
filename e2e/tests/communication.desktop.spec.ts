import type { Locator } from '@playwright/test';
import { expectAccessible, keepScreenshot, UUID } from '../support/screens';
import { expect, test } from '../support/signed-in';

/** An axe scan of the screen as it is: no serious or critical violation. */

/** Keeps a full-page screenshot of the screen as a test artifact. */

/** The number in an accessible name such as 'Notifications, 5 unread' (0 without one). */
async function unreadIn(link: Locator): Promise<number> {
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(name.match(/, (\d+) unread$/)?.[1] ?? 0);
}

const likeCount = async (button: Locator) =>
  Number(((await button.textContent()) ?? '').match(/(\d+) likes?/)?.[1] ?? Number.NaN);

test('an insight is liked once: the count rises by one and stays', async ({ page }) => {
  await page.goto('/tabs/insights');
  await page.getByRole('list', { name: 'Insights' }).getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/tabs/insights/view/${UUID}$`));
  const like = page.getByRole('button', { name: /^Like / });
  await expect(like).toBeEnabled();
  const before = await likeCount(like);

  await like.click();
  const liked = page.getByRole('button', { name: /^Liked / });
  await expect(liked).toContainText(`${before + 1} like`);
  await expect(liked).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'You liked this insight.' })).toBeAttached();

  // Kept by the server, and on the list's card too.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Liked / })).toContainText(`${before + 1} like`);
  await page.goto('/tabs/insights');
  await expect(
    page
      .getByRole('list', { name: 'Insights' })
      .getByRole('article')
      .first()
      .getByText(/\d+ likes?$/),
  ).toHaveText(`${before + 1} ${before + 1 === 1 ? 'like' : 'likes'}`);
});

test('a notification opens what it is about and is read, and the unread badges drop by one', async ({
  page,
}, testInfo) => {
  const icon = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(icon).toHaveAttribute('aria-label', /^Notifications, \d+ unread$/);
  const before = await unreadIn(icon);
  expect(before).toBeGreaterThan(0);

  await icon.click();
  await expect(page).toHaveURL(/\/tabs\/notifications$/);
  await expect(page).toHaveTitle('Notifications | Sextant');
  const list = page.getByRole('list', { name: 'Notifications' });
  // The first page of 10; on a tall screen the next one follows at once to fill it.
  await expect(page.getByText(/^Showing (10|20) of 24$/)).toBeVisible();
  await expect(page.getByText(`${before} unread`, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'notifications');

  // Each unread demo notification names its subject: on a wide screen choosing one reads it and shows it
  // beside the list, with the way to its subject (here the insight).
  const unreadInsight = list.getByRole('link', { name: /^Unread New article: / });
  await expect(unreadInsight).toHaveCount(1);
  await unreadInsight.click();
  await expect(page).toHaveURL(/\/tabs\/notifications\?notification=[0-9a-f-]{36}$/);
  await page
    .getByRole('region', { name: 'Notification', exact: true })
    .getByRole('link', { name: /^Open New article: / })
    .click();
  await expect(page).toHaveURL(/\/tabs\/insights\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/tabs\/notifications\?notification=[0-9a-f-]{36}$/);
  await expect(list.getByRole('link', { name: /^New article: / }).first()).toBeVisible();

  await expect(icon).toHaveAttribute(
    'aria-label',
    `Notifications${before > 1 ? `, ${before - 1} unread` : ''}`,
  );
  await expect(
    page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: /^Notifications/ }),
  ).toHaveAccessibleName(`Notifications${before > 1 ? `, ${before - 1} unread` : ''}`);
  await expect(list.getByRole('link', { name: /^Unread / })).toHaveCount(before - 1);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'notification-open');

  // The server kept it read.
  await page.reload();
  await expect(icon).toHaveAttribute(
    'aria-label',
    `Notifications${before > 1 ? `, ${before - 1} unread` : ''}`,
  );

  // More pages while the current page is below ceil(totalCount / defaultPageSize).
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(list.getByRole('listitem')).toHaveCount(24, { timeout: 1_000 });
  }).toPass();
  await expect(page.getByText('Showing 24 of 24')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more notifications' })).toHaveCount(0);
});

test('a message is sent in a thread and shows there', async ({ page }, testInfo) => {
  const icon = page.getByRole('banner').getByRole('link', { name: /^Messages/ });
  await icon.click();
  await expect(page).toHaveURL(/\/tabs\/messages$/);
  await expect(page).toHaveTitle('Messages | Sextant');
  const threads = page.getByRole('list', { name: 'Conversations' });
  await expect(threads.getByRole('link', { name: /Your annual review/ })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'messages');

  await threads.getByRole('link', { name: /Your annual review/ }).click();
  await expect(page).toHaveURL(new RegExp(`/tabs/messages\\?thread=${UUID}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Your annual review' })).toBeVisible();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem').first()).toContainText('could we move my annual review');

  // Checked before it is sent.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Write a message.');

  const text = `Thank you. Next month suits me (${Date.now()}).`;
  const box = page.getByLabel('Message', { exact: true });
  await box.fill(text);
  await expect(page.getByText(`${text.length} / 10,000`)).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByRole('listitem').last()).toContainText(text);
  await expect(box).toHaveValue('');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'message-thread');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem').last()).toContainText(text);
  // On a wide screen the list stays beside the open thread.
  await expect(threads.getByRole('link', { name: /Your annual review/ })).toContainText(text.slice(0, 40));
});

test('a new thread is started with a subject and a message', async ({ page }, testInfo) => {
  await page.goto('/tabs/messages');
  await page.getByRole('link', { name: 'New message' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New message' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(['Enter a subject.', 'Write a message.']);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'message-new');

  const subject = `Pension transfer question ${Date.now()}`;
  const body = 'Could we talk about consolidating my old workplace pensions?\nThank you.';
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message', { exact: true }).fill(body);
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page).toHaveURL(new RegExp(`/tabs/messages\\?thread=${UUID}$`));
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(
    'consolidating my old workplace pensions',
  );

  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link').first()).toContainText(
    subject,
  );
});
