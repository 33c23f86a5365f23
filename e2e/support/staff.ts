import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { DATA_DIR } from '../playwright.config';
import { enterCode, enterEmail, enterPassword } from './sign-in';
import { stateFile, TRUSTED } from './states';

/** The demo firm's staff admin, on a device the e2e data made trusted (support/trusted-devices.ts). */
export const STAFF = {
  email: TRUSTED.staff,
  state: stateFile(path.resolve(import.meta.dirname, '..', DATA_DIR), 'staff'),
} as const;

/**
 * The back office opens on My work; the journeys that start from the client list go on to it from the
 * side bar (a step in the app, not a new page load).
 */
export async function fromMyWorkToClients(page: Page) {
  await expect(page).toHaveURL(/\/admin\/work$/, { timeout: 20_000 });
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Clients', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/clients$/);
}

/** Signs a staff member (the demo firm's admin unless named) in through the clients' form, with a code, to the back office. */
export async function signInStaff(page: Page, email: string = STAFF.email) {
  await page.goto('/login/form');
  await enterEmail(page, email);
  await enterPassword(page);
  await enterCode(page, email);
  await fromMyWorkToClients(page);
}

/** `test` whose page starts signed in to the back office as the demo firm's admin (a trusted device). */
export const test = base.extend({
  storageState: STAFF.state,
  page: async ({ page }, use) => {
    await page.goto('/login/form');
    await enterEmail(page, STAFF.email);
    await enterPassword(page);
    await fromMyWorkToClients(page);
    await use(page);
  },
});
export { expect };
