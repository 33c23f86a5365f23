import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { DATA_DIR } from '../playwright.config';
import { enterCode, enterEmail, enterPassword } from './sign-in';

/** The demo firm's staff admin; signed-in.setup.ts makes a device trusted for it. */
export const STAFF = {
  email: 'adviser@sextant.test',
  state: path.resolve(import.meta.dirname, '..', DATA_DIR, 'state-staff.json'),
} as const;

/** Signs a staff member (the demo firm's admin unless named) in through the clients' form, with a code, to the back office. */
export async function signInStaff(page: Page, email: string = STAFF.email) {
  await page.goto('/login/form');
  await enterEmail(page, email);
  await enterPassword(page);
  await enterCode(page, email);
  await expect(page).toHaveURL(/\/admin\/clients$/, { timeout: 20_000 });
}

/** `test` whose page starts signed in to the back office as the demo firm's admin (a trusted device). */
export const test = base.extend({
  storageState: STAFF.state,
  page: async ({ page }, use) => {
    await page.goto('/login/form');
    await enterEmail(page, STAFF.email);
    await enterPassword(page);
    await expect(page).toHaveURL(/\/admin\/clients$/, { timeout: 20_000 });
    await use(page);
  },
});
export { expect };
