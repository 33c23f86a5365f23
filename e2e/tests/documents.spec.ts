import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Locator, test } from '@playwright/test';
import { pdfText } from '../../apps/api/src/shared/pdf/pdf-text';
import { renderSimpleDocument } from '../../apps/api/src/shared/pdf/simple-document';
import { openClient, staffAtDesk } from '../support/back-office';
import { definitionOf } from '../support/definitions';
import { linkFromOutbox } from '../support/outbox';
import { expectAccessible, expectNoSideScroll, keepScreenshot, UUID } from '../support/screens';
import { signIn } from '../support/sign-in';
import { freshCode } from '../support/totp';
import { NOTICE_DOCUMENT, VAULT, VAULT_FIRM, vaultPerson } from '../support/vault-fixture';

// The document vault end to end (issue 12). Each project has its own staff member and clients in a firm of
// their own (vault-fixture.ts), so the phone and desktop runs change nothing the other reads. The back office
// runs at 1280×800; the client's steps at the project's size.

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A milestone's moment: a `<time>` whose instant lies between `from` and now. */
async function expectMoment(value: Locator, from: number) {
  const time = value.locator('time');
  await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  const at = Date.parse((await time.getAttribute('datetime')) ?? '');
  expect(at).toBeGreaterThanOrEqual(from - 2_000);
  expect(at).toBeLessThanOrEqual(Date.now() + 2_000);
}

test('a staff member publishes a review pack to sign; the client signs it from To do; the firm files the evidence', async ({
  page,
  browser,
}, testInfo) => {
  const started = Date.now();
  const project = testInfo.project.name;
  const adviser = vaultPerson(VAULT.sign.staff, project);
  const client = vaultPerson(VAULT.sign.client, project);
  const title = `Annual review pack ${new Date().getFullYear()}`;
  const pdf = await renderSimpleDocument({
    title,
    firmName: VAULT_FIRM.name,
    clientName: client.name,
    date: new Date(),
    paragraphs: ['Thank you for meeting us for your annual review.', 'Please read this pack, then sign it.'],
  });
  const hash = sha256(pdf);

  // Each signs in on their own device (at once: neither waits for the other).
  const [staff] = await Promise.all([staffAtDesk(browser, adviser.email), signIn(page, client.email)]);

  // The staff member publishes the pack on the client's page: a PDF, annual review pack, to be signed.
  await openClient(staff, client);
  const documents = staff.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText('No documents yet.');
  await documents.getByRole('button', { name: 'Upload document' }).click();
  const upload = staff.getByRole('dialog', { name: 'Upload a document' });
  await upload.getByLabel('PDF file').setInputFiles({
    name: 'annual-review-pack.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(pdf),
  });
  await upload.getByLabel('Category').selectOption({ label: 'Annual review packs' });
  await upload.getByLabel('Title').fill(title);
  await upload.getByRole('radio', { name: 'Sign' }).check();
  await upload.getByRole('button', { name: 'Publish document' }).click();
  await expect(upload).toBeHidden();
  await expect(documents.getByRole('status')).toHaveText(`“${title}” was published to the client.`);
  const published = documents
    .getByRole('listitem')
    .filter({ has: staff.getByRole('heading', { level: 3, name: title }) });
  await expect(published).toContainText('Must sign');
  await expect(definitionOf(published, 'Category')).toHaveText('Annual review pack');

  // The client's home, opened again, says what to do; one tap opens the document.
  await page.reload();
  const todo = page.getByRole('region', { name: 'To do' });
  const toSign = todo.getByRole('link', { name: /^A document to sign/ });
  await expect(toSign).toBeVisible();
  await expectAccessible(page, 'home with To do');
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'home-to-do');
  await toSign.click();
  await expect(page).toHaveURL(new RegExp(`/tabs/documents/view/${UUID}$`));
  const documentId = page.url().split('/').pop()!;
  await expect(page).toHaveTitle('Document | Sextant');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // The email that told the client links to this document and says nothing of what it holds.
  const mail = await linkFromOutbox(
    client.email,
    /^Subject: You have a new document in your portal[\s\S]*$/m,
  );
  expect(mail).toContain(`/tabs/documents/view/${documentId}`);
  expect(mail).toContain('It needs your signature.');
  expect(mail).not.toContain(title);
  await expect(definitionOf(page, 'Category')).toHaveText('Annual review pack');
  await expect(definitionOf(page, 'Opened')).toHaveText('Not yet');
  const signForm = page.getByRole('form', { name: 'Sign this document' });
  await expect(signForm).toBeVisible();
  await expectAccessible(page, 'document to sign');
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'document-to-sign');

  // View: the PDF is fetched with the session, exactly the bytes published, served so no browser runs it,
  // and shown in a tab of its own. (The route only passes the server's answer on, keeping a copy: the
  // browser's own record of a fetched body comes back empty for this response.)
  const served: { status: number; headers: Record<string, string>; body: Buffer }[] = [];
  await page.route(`**/v1/document/${documentId}/file*`, async (route) => {
    const response = await route.fetch();
    served.push({ status: response.status(), headers: response.headers(), body: await response.body() });
    await route.fulfill({ response });
  });
  // Not opened yet: the form waits for the document to be read, and says so.
  await expect(
    signForm.getByText(/^Open the document with View or Download and read it before you sign it\.$/),
  ).toBeVisible();
  await expect(signForm.getByRole('button', { name: 'Sign document' })).toBeDisabled();
  const tab = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'View (opens in a new tab)' }).click();
  await expect.poll(() => served.length).toBe(1);
  const [file] = served;
  expect(file!.status).toBe(200);
  expect(file!.headers['content-type']).toBe('application/pdf');
  expect(file!.headers['content-security-policy']).toContain('sandbox');
  expect(file!.headers['x-content-type-options']).toBe('nosniff');
  expect(file!.headers['cache-control']).toContain('no-store');
  expect(sha256(file!.body)).toBe(hash);
  const viewer = await tab;
  await expect.poll(() => viewer.url()).toMatch(/^blob:/);
  await viewer.close();
  await expect(definitionOf(page, 'Opened').locator('time')).toBeVisible();
  await expect(signForm.getByRole('button', { name: 'Sign document' })).toBeEnabled();

  // Sign: the full name as on the account and a code the server has not seen.
  await signForm.getByLabel('Full name').fill(client.name);
  await signForm.getByLabel('Code from your authenticator app').fill(await freshCode(client.email));
  await signForm.getByRole('button', { name: 'Sign document' }).click();
  const signed = page.getByRole('status').filter({ hasText: /^Signed on / });
  await expect(signed).toHaveText(/^Signed on .+\. Your firm has a record of it\.$/);
  await expect(signForm).toHaveCount(0);
  await expectAccessible(page, 'document signed');
  await keepScreenshot(page, testInfo, 'document-signed');

  // The client keeps their own copy: the evidence certificate of what they signed, as a PDF.
  const ownCopy = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the evidence certificate' }).click();
  const copy = await ownCopy;
  expect(copy.suggestedFilename()).toMatch(/^evidence-.+\.pdf$/);
  const copyLines = pdfText(await readFile(await copy.path()));
  expect(copyLines).toContain(hash);
  expect(copyLines.join('\n')).toContain(`${client.name} signed the document below`);

  // Nothing left to sign at home.
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: /^Policies/ })
    .click();
  await expect(page).toHaveURL(/\/tabs\/policies$/);
  await expect(page.getByRole('link', { name: /^A document to sign/ })).toHaveCount(0);

  // The staff member sees the evidence: opened and signed, each with its moment, and the file's hash.
  await staff.reload();
  await expect(published).toContainText('Signed');
  await published.getByRole('button', { name: `Evidence: ${title} (version 1)`, exact: true }).click();
  const evidence = staff.getByRole('dialog', { name: `Evidence: ${title}` });
  await expect(definitionOf(evidence, 'Client:')).toHaveText(`${client.name} (${client.email})`);
  await expect(definitionOf(evidence, 'SHA-256:')).toHaveText(hash);
  await expectMoment(definitionOf(evidence, 'Published'), started);
  await expectMoment(definitionOf(evidence, 'Client notified'), started);
  await expectMoment(definitionOf(evidence, 'First opened'), started);
  await expectMoment(definitionOf(evidence, 'Signed'), started);
  const signature = evidence.getByRole('listitem').filter({ hasText: 'Signed by the client' });
  await expect(definitionOf(signature, 'Name typed:')).toHaveText(client.name);
  await expect(definitionOf(signature, 'File SHA-256:')).toHaveText(hash);
  await expectAccessible(staff, 'evidence dialog');
  await testInfo.attach('evidence', { body: await evidence.screenshot(), contentType: 'image/png' });

  // …and files the certificate: a PDF named after the document, naming the signer and the file's hash.
  const download = staff.waitForEvent('download');
  await evidence.getByRole('button', { name: 'Download certificate' }).click();
  const certificate = await download;
  const filename = (await definitionOf(evidence, 'File:').innerText()).replace(/ \(\d+ KB\)$/, '');
  expect(filename).toMatch(/\.pdf$/);
  expect(certificate.suggestedFilename()).toBe(`evidence-${filename}`);
  const bytes = await readFile(await certificate.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const lines = pdfText(bytes);
  expect(lines).toContain('Evidence certificate');
  expect(lines).toContain(hash);
  expect(lines.join('\n')).toContain(`${client.name} signed the document below`);
  await testInfo.attach('evidence-certificate.txt', { body: lines.join('\n'), contentType: 'text/plain' });
  await staff.context().close();
});

test('a notification about a document opens that document', async ({ page }, testInfo) => {
  const client = vaultPerson(VAULT.notice.client, testInfo.project.name);
  await signIn(page, client.email);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(page).toHaveURL(/\/tabs\/notifications$/);
  const notification = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /New document/ })
    .filter({ hasText: `${NOTICE_DOCUMENT.title} is in your documents.` });
  await expect(notification).toBeVisible();
  await expectAccessible(page, 'notifications with a document');
  await expectNoSideScroll(page);
  // On a phone the notification opens what it is about at once (a wide screen shows it beside the list
  // first: desktop-layout.desktop.spec.ts).
  await notification.click();

  await expect(page).toHaveURL(new RegExp(`/tabs/documents/view/${UUID}$`));
  await expect(page).toHaveTitle('Document | Sextant');
  await expect(page.getByRole('heading', { level: 2, name: NOTICE_DOCUMENT.title })).toBeVisible();
  await expect(definitionOf(page, 'Category')).toHaveText('Valuation statement');
  await expect(page.getByRole('button', { name: 'View (opens in a new tab)' })).toBeEnabled();
  await expectAccessible(page, 'document from a notification');
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'document-from-notification');

  // The notification was read by following it, and the document is in the list under its category.
  await page.goto('/tabs/notifications');
  await expect(
    page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: /^Unread / }),
  ).toHaveCount(0);
  await page.goto('/tabs/documents');
  await expect(page.getByRole('heading', { level: 2, name: 'Your documents' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Valuation statements/ })).toContainText(
    NOTICE_DOCUMENT.title,
  );
  await expectAccessible(page, 'documents');
  await expectNoSideScroll(page);
});
