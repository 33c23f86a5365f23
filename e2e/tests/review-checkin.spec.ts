import { expect, test } from '@playwright/test';
import { addDays, londonToday } from '../../apps/api/src/shared/period';
import { openClient, staffAtDesk } from '../support/back-office';
import { definitionOf } from '../support/definitions';
import { expectAccessible, expectNoSideScroll, keepScreenshot } from '../support/screens';
import { signIn } from '../support/sign-in';
import { ADVISER_PHONE, VAULT, vaultPerson } from '../support/vault-fixture';

// The ongoing-service cycle's check-in (issue 12): the adviser sets a review date within 30 days in the back
// office, which opens the check-in at once; the client answers it from the home's To do; the adviser reads
// the answers. A staff member and a client of their own per project (vault-fixture.ts).

const dateWords = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shownDate = (iso: string) => dateWords.format(new Date(`${iso}T00:00:00Z`));
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const ANSWERS = [
  ['Have your personal circumstances changed since your last review?', 'Yes'],
  ['Has your income or spending changed?', 'No'],
  ['Has your health changed?', 'No'],
  ['Have your dependants changed (children, people you support)?', 'Yes'],
  ['Have your goals or plans for your money changed?', 'No'],
  ['Has how you feel about investment risk changed?', 'No'],
] as const;

test('the adviser opens a review check-in; the client answers it from To do; the adviser reads the answers', async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const adviser = vaultPerson(VAULT.checkin.staff, project);
  const client = vaultPerson(VAULT.checkin.client, project);
  const reviewDate = addDays(londonToday(new Date()), 20);
  const discuss = `Our second child was born in the spring (${project}).`;

  // Each signs in on their own device (at once: neither waits for the other).
  const [staff] = await Promise.all([staffAtDesk(browser, adviser.email), signIn(page, client.email)]);

  // The adviser names themself the client's adviser and sets the review 20 days from today.
  await openClient(staff, client);
  const service = staff.getByRole('region', { name: 'Ongoing service' });
  await expect(service).toContainText('No review is open.');
  await service.getByLabel('Adviser').selectOption({ label: adviser.name });
  await service.getByLabel('Next review date').fill(reviewDate);
  await service.getByRole('button', { name: 'Save ongoing service' }).click();
  await expect(service.getByText('The adviser, segment and next review date were saved.')).toBeVisible();
  const current = service.getByRole('region', { name: 'Current review' });
  await expect(definitionOf(current, 'Review date')).toHaveText(shownDate(reviewDate));
  await expect(definitionOf(current, 'Status')).toHaveText('Waiting for the client’s check-in');
  await expect(current).toContainText('The client has not answered the check-in yet.');

  // The client's home, opened again, asks for the check-in; one tap opens it.
  await page.reload();
  const checkin = page
    .getByRole('region', { name: 'To do' })
    .getByRole('link', { name: /^Your annual review check-in/ });
  await expect(checkin).toContainText(`before your review on ${longDate(reviewDate)}`);
  await checkin.click();
  await expect(page).toHaveURL(/\/tabs\/review$/);
  await expect(page).toHaveTitle('Annual Review | Sextant');

  // The adviser as a person, and the review's date.
  const card = page.getByRole('region', { name: adviser.name });
  await expect(card).toContainText('Your adviser');
  await expect(card).toContainText(VAULT.checkin.staff.jobTitle);
  await expect(card.getByRole('link', { name: `Email ${adviser.email}` })).toHaveAttribute(
    'href',
    `mailto:${adviser.email}`,
  );
  await expect(card.getByRole('link', { name: `Call ${ADVISER_PHONE}` })).toHaveAttribute(
    'href',
    `tel:${ADVISER_PHONE.replaceAll(' ', '')}`,
  );
  await expect(page.getByRole('region', { name: 'Your annual review', exact: true })).toContainText(
    `Due on ${shownDate(reviewDate)}.`,
  );

  // The check-in: all questions must be answered before it is sent.
  const form = page.getByRole('form', { name: 'Your review check-in' });
  await expect(
    form.getByRole('group', { name: 'Would you like your annual review this year?' }).getByRole('radio', {
      name: "Yes, I'd like my review",
    }),
  ).toBeChecked();
  await form.getByRole('button', { name: 'Send my answers' }).click();
  await expect(form.getByRole('alert')).toHaveText(Array(ANSWERS.length).fill('Choose yes or no.'));
  await expectAccessible(page, 'check-in with errors');
  for (const [question, answer] of ANSWERS)
    await form.getByRole('group', { name: question }).getByRole('radio', { name: answer }).check();
  await form.getByLabel("Anything you'd like to discuss?").fill(discuss);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'review-checkin');
  await form.getByRole('button', { name: 'Send my answers' }).click();

  // Thanks, with the answers as sent.
  const thanks = page.getByRole('region', { name: 'Thank you' });
  await expect(thanks).toContainText(
    'Your adviser has your answers and will use them to prepare your review.',
  );
  for (const [question, answer] of ANSWERS) await expect(definitionOf(thanks, question)).toHaveText(answer);
  await expect(definitionOf(thanks, "Anything you'd like to discuss?")).toHaveText(discuss);
  await expect(form).toHaveCount(0);
  await expectAccessible(page, 'check-in sent');
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'review-thanks');

  // Nothing left to do at home.
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: /^Policies/ })
    .click();
  await expect(page).toHaveURL(/\/tabs\/policies$/);
  await expect(page.getByRole('link', { name: /^Your annual review check-in/ })).toHaveCount(0);

  // The same adviser on Information and in Messages.
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: /^Information/ })
    .click();
  await expect(page.getByRole('region', { name: adviser.name })).toContainText('Your adviser');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page).toHaveURL(/\/tabs\/messages$/);
  await expect(page.getByRole('region', { name: adviser.name })).toContainText('Your adviser');

  // The adviser reads the answers on the client's page.
  await staff.reload();
  await expect(definitionOf(current, 'Status')).toHaveText('Check-in answered');
  await expect(definitionOf(current, 'Check-in answered')).not.toHaveText('Not yet');
  const answers = current.getByRole('region', { name: 'Check-in answers' });
  await expect(definitionOf(answers, 'Wants this year’s review')).toHaveText('Yes');
  for (const [question, answer] of ANSWERS) await expect(definitionOf(answers, question)).toHaveText(answer);
  await expect(definitionOf(answers, 'Anything to discuss')).toHaveText(discuss);
  await expectAccessible(staff, 'client page with check-in answers');
  await keepScreenshot(staff, testInfo, 'admin-checkin-answers');
  await staff.context().close();
});
