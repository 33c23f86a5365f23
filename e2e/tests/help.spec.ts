import { expect, test } from '@playwright/test';
import { linkFromOutbox } from '../support/outbox';

test('a support request is sent, and the firm gets it by mail', async ({ page }, testInfo) => {
  const since = Date.now();
  await page.goto('/support');
  const reason = page.getByLabel('Reason');
  await expect(reason.locator('option').first()).toHaveText('Please select a reason');
  await page.getByLabel('Your Name').fill(`Alex Morgan (${testInfo.project.name})`);
  await page.getByLabel('Email Address').fill('demo@sextant.test');
  await reason.selectOption('My account is locked');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(
      'If an account exists with that email address, we will contact you within 2 days. If you urgently need to access your account for any reason, contact your advisor directly.',
    ),
  ).toBeVisible();
  const mail = await linkFromOutbox(
    'support@harbourvale.example',
    new RegExp(`Alex Morgan \\(${testInfo.project.name}\\)`),
    since,
  );
  expect(mail).toBeTruthy();
});

test('the reset countdown runs from 1:00 and allows Resend only at 0:00', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login/form?step=resetPassword');
  await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  await page.getByLabel('Email Address').fill('bad address');
  await page.getByRole('button', { name: 'Send Instructions' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email Address').fill('nobody@sextant.test');
  // The page's time stands still from here but for the steps below: flowing, the second or so a loaded
  // machine took between showing 1:00 and the first step made the half-way mark 0:29 (a CI run, 2026-11-29).
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Send Instructions' }).click();
  await expect(page.getByText('1:00')).toBeVisible();
  const resend = page.getByRole('button', { name: 'Resend Email' });
  await expect(resend).toBeDisabled();
  await page.clock.runFor(30_000);
  await expect(page.getByText('0:30')).toBeVisible();
  await expect(resend).toBeDisabled();
  await page.clock.runFor(30_000);
  await expect(page.getByText('0:00')).toBeVisible();
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(page.getByText('1:00')).toBeVisible();
  await expect(resend).toBeDisabled();
});
