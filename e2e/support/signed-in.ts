import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { DATA_DIR } from '../playwright.config';
import { enterEmail, enterPassword } from './sign-in';

const stateOf = (name: string) => path.resolve(import.meta.dirname, '..', DATA_DIR, `state-${name}.json`);

/** Demo clients whose device signed-in.setup.ts made trusted: a journey signs in with the password only. */
export const SIGNED_IN = {
  demo: { email: 'demo@sextant.test', state: stateOf('demo') },
  vip: { email: 'vip@sextant.test', state: stateOf('vip') },
} as const;

/**
 * `test` whose page starts signed in (its own session) on the policies tab, as demo@sextant.test;
 * `test.use({ account: 'vip' })` switches to the VIP client.
 */
export const test = base.extend<{ account: keyof typeof SIGNED_IN }>({
  account: ['demo', { option: true }],
  storageState: async ({ account }, use) => use(SIGNED_IN[account].state),
  page: async ({ page, account }, use) => {
    await page.goto('/login/form');
    await enterEmail(page, SIGNED_IN[account].email);
    await enterPassword(page);
    await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
    await use(page);
  },
});
export { expect };
