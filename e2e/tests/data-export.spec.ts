import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { EXPORT_PARTS } from '@sextant/contracts/client-data';
import { unzipSync } from 'fflate';
import { expectAccessible, expectNoSideScroll, keepScreenshot } from '../support/screens';
import { signIn } from '../support/sign-in';
import { exportPolicyReference, VAULT, vaultPerson } from '../support/vault-fixture';

// The client's own data (issue 12, UK GDPR Articles 15 and 20): from Account, an export built by a job in
// the server, polled until ready, then saved as a ZIP holding every listed part. A client of its own per
// project, with one policy and three valuations (vault-fixture.ts).

test('the client prepares their data from Account and downloads the ZIP of every part', async ({
  page,
}, testInfo) => {
  const client = vaultPerson(VAULT.export.client, testInfo.project.name);
  const reference = exportPolicyReference(testInfo.project.name);
  await signIn(page, client.email);

  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/tabs\/account$/);
  await page.getByRole('link', { name: /^Your data/ }).click();
  await expect(page).toHaveURL(/\/tabs\/account\/data$/);
  await expect(page).toHaveTitle('Your Data | Sextant');
  await expect(page.getByRole('heading', { name: 'Download your data' })).toBeVisible();
  const prepare = page.getByRole('button', { name: 'Prepare my data' });
  await expect(prepare).toBeEnabled();
  await expectAccessible(page, 'your data');
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'data-export');

  // Built in the background: the screen asks every 2 s until it is ready, then offers the file.
  await prepare.click();
  const status = page.getByRole('status').filter({ hasText: /Your data is ready to download\./ });
  await expect(status).toBeVisible({ timeout: 20_000 });
  await expect(status).toContainText(/kept until \d{1,2} [A-Z][a-z]+ \d{4}/i);
  const save = page.getByRole('button', { name: 'Download my data' });
  await expect(save).toBeFocused();
  await expectAccessible(page, 'your data, ready');
  await expectNoSideScroll(page);
  await keepScreenshot(page, testInfo, 'data-export-ready');

  const started = page.waitForEvent('download');
  await save.click();
  const download = await started;
  expect(download.suggestedFilename()).toBe('sextant-data.zip');
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files).sort()).toEqual([...EXPORT_PARTS].sort());

  const text = (name: string) => new TextDecoder().decode(files[name]);
  const lines = (name: string) => text(name).trim().split(/\r?\n/);
  expect(JSON.parse(text('profile.json'))).toMatchObject({ email: client.email });
  expect(lines('policies.csv')).toHaveLength(2);
  expect(lines('policies.csv')[1]).toContain(reference);
  expect(lines('valuations.csv')).toHaveLength(4);
  for (const line of lines('valuations.csv').slice(1)) expect(line).toContain(reference);
  expect(lines('sign-ins.csv').length).toBeGreaterThan(1);
  expect(text('README.txt')).toContain('UK GDPR Articles 15 and 20');
  // Nobody else's address anywhere in it.
  const addresses = new Set(
    Object.keys(files).flatMap((name) => text(name).match(/[\w.+-]+@sextant\.test/g) ?? []),
  );
  expect([...addresses]).toEqual([client.email]);
});
