import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { DATA_DIR } from '../playwright.config';
import { enterEmail, enterPassword } from './sign-in';
import { stateFile, TRUSTED } from './states';

const stateOf = (name: keyof typeof TRUSTED) =>
  stateFile(path.resolve(import.meta.dirname, '..', DATA_DIR), name);

/** Demo clients whose device the e2e data made trusted (support/trusted-devices.ts): a journey signs in with the password only. */
export const SIGNED_IN = {
  demo: { email: TRUSTED.demo, state: stateOf('demo') },
  vip: { email: TRUSTED.vip, state: stateOf('vip') },
} as const;
type Account = keyof typeof SIGNED_IN;

/**
 * Opens the policies tab in `page`, signing in with the password first if the browser holds no session
 * (its first use, or after a journey ended it). Either the tabs or the sign-in form show: which decides.
 */
async function openPolicies(page: Page, account: Account) {
  await page.goto('/tabs/policies');
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  const form = page.getByLabel('Email Address');
  await expect(tabs.or(form)).toBeVisible({ timeout: 20_000 });
  if (await form.isVisible()) {
    await enterEmail(page, SIGNED_IN[account].email);
    await enterPassword(page);
  }
  await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
}

/** The project's device (viewport, touch, scale, agent) for a context a worker keeps between journeys. */
function deviceOf(use: BrowserContextOptions & { baseURL?: string }): BrowserContextOptions {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, serviceWorkers, baseURL } = use;
  return { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, serviceWorkers, baseURL };
}

interface Sessions {
  /** The worker's signed-in browser for the account, signed in on first use. */
  contextFor(account: Account): Promise<BrowserContext>;
}

const withAccount = base.extend<{ account: Account }>({
  account: ['demo', { option: true }],
  storageState: async ({ account }, use) => use(SIGNED_IN[account].state),
});

/**
 * `test` whose page starts signed in on the policies tab, as demo@sextant.test (`test.use({ account: 'vip' })`
 * for the VIP client). Each journey gets a new tab of one browser its worker keeps signed in per account, as
 * a person's browser keeps its session between visits: a sign-in through the form is some 6 s a journey
 * here (ADR 0017). A journey that ends the session, keeps something on the device (a theme, a service
 * worker) or needs its own context or viewport uses `ownSessionTest`.
 */
export const test = withAccount.extend<{ page: Page }, { sessions: Sessions }>({
  sessions: [
    async ({ browser }: { browser: Browser }, use, workerInfo) => {
      const contexts = new Map<Account, Promise<BrowserContext>>();
      await use({
        contextFor(account) {
          let context = contexts.get(account);
          if (!context) {
            context = browser.newContext({
              ...deviceOf(workerInfo.project.use),
              storageState: SIGNED_IN[account].state,
            });
            contexts.set(account, context);
          }
          return context;
        },
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sessions, account }, use) => {
    const page = await (await sessions.contextFor(account)).newPage();
    await openPolicies(page, account);
    await use(page);
    await page.close();
  },
});

/** `test` with a browser context of the journey's own, signed in through the form, as a new device would. */
export const ownSessionTest = withAccount.extend({
  page: async ({ page, account }, use) => {
    await openPolicies(page, account);
    await use(page);
  },
});
export { expect };
