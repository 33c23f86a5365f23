import { expect, type Page, test } from '@playwright/test';
import { type Access, SCREENS } from '../../apps/web/src/shared/routing/screens';
import { enterEmail, enterPassword } from './sign-in';
import { SIGNED_IN } from './signed-in';
import { STAFF } from './staff';

/**
 * Sweeps over every screen of the manifest (apps/web/src/shared/routing/screens.ts) that shows something,
 * with real ids from the demo data for screens with parameters: a screen added to the manifest is swept
 * too, or the sweep fails saying it does not know where to find its id.
 */
/** Where the sweep finds a real id for a screen with parameters: the first link to it on another screen. */
const LINKED_FROM: Record<string, string> = {
  policy: '/tabs/policies',
  provider: '/tabs/information',
  dueDiligenceReport: '/tabs/information/due-diligence',
  providerReport: '/tabs/information/due-diligence',
  insight: '/tabs/insights',
  document: '/tabs/documents',
  adminClient: '/admin/clients',
  adminPolicy: '/admin/policies',
  adminDueDiligenceReport: '/admin/due-diligence',
  adminThread: '/admin/messages',
  adminInsight: '/admin/insights',
};
/** Screens whose parameter is a code from a mail: a code that is no longer valid shows the screen's own state. */
const CODE = 'x'.repeat(40);

type ScreenEntry = (typeof SCREENS)[keyof typeof SCREENS];
const screens = Object.entries(SCREENS) as [string, ScreenEntry][];
const shown = screens.filter(([, screen]) => !('redirects' in screen && screen.redirects));

/** Opens a path and waits until the screen has drawn its data. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Web fonts and late images can widen a line after the data has come.
  await page.evaluate(() => document.fonts.ready);
}

/** The signed-in shells: the router is always running there, so a screen can be shown without a reload. */
const SIGNED_IN_PATH = /^\/(tabs|admin)(\/|$)/;

/**
 * Shows a screen of a signed-in shell as the app's own links do, a history entry the router follows, when
 * the page is in such a shell already: some 0.9 s a screen here where a reload takes 1.5 s, and a sweep opens
 * dozens. A public screen, or the first one, loads as `open` does. The router commits a navigation once the
 * screen's module is in, so its title and address say the screen is there; then its data, as `open` waits.
 */
async function show(page: Page, path: string, title: string) {
  const from = page.url().startsWith('http') ? new URL(page.url()).pathname : '';
  if (!SIGNED_IN_PATH.test(from) || !SIGNED_IN_PATH.test(path)) return open(page, path);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page).toHaveTitle(`${title} | Sextant`);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** The path's pattern as a regular expression over pathnames. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[a-z_]+/g, '[^/]+')}$`);

async function linkTo(page: Page, from: string, path: string): Promise<string> {
  await open(page, from);
  const pattern = patternOf(path);
  let href: string | undefined;
  // A list may draw after the screen's first call has answered (the due-diligence report after its years):
  // wait for the link itself.
  await expect
    .poll(
      async () => {
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
        href = hrefs.find((candidate) => pattern.test(candidate));
        return href;
      },
      { message: `No link to ${path} on ${from}` },
    )
    .toBeTruthy();
  return href as string;
}

/** A notification's id for /tabs/content/:id, from the list the notifications screen loads. */
async function notificationPath(page: Page): Promise<string> {
  // The header's badges load the notifications on every screen: leave the last screen first, or the answer
  // caught may be its one, whose body is gone once the page navigates.
  await page.goto('about:blank');
  const list = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/notification');
  await open(page, '/tabs/notifications');
  const body = (await (await list).json()) as { notifications: { id: string }[] };
  const first = body.notifications[0];
  if (!first) throw new Error('The demo client has no notification');
  return `/tabs/content/${first.id}`;
}

async function pathOf(page: Page, id: string, path: string): Promise<string> {
  if (!path.includes(':')) return path;
  if (id === 'invite' || id === 'passwordReset') return path.replace(/:code$/, CODE);
  if (id === 'content') return notificationPath(page);
  const from = LINKED_FROM[id];
  if (!from) throw new Error(`The sweep does not know where to find an id for ${id} (${path})`);
  return linkTo(page, from, path);
}

/** Opens each screen a person with one of these kinds of access sees, in turn, and checks it. */
export async function sweep(page: Page, access: readonly Access[], check: (path: string) => Promise<void>) {
  for (const [id, screen] of shown.filter(([, entry]) => access.includes(entry.access))) {
    const path = screen.path === '*' ? '/no-such-screen' : await pathOf(page, id, screen.path);
    await test.step(`${id}: ${path}`, async () => {
      await show(page, path, screen.title);
      await check(path);
    });
  }
}

/** Signs the VIP client in (a trusted device: password only): the header carries the firm's logo too. */
export async function signInVip(page: Page) {
  await page.goto('/login/form');
  await enterEmail(page, SIGNED_IN.vip.email);
  await enterPassword(page);
  await expect(page).toHaveURL(/\/tabs\/policies$/, { timeout: 20_000 });
}

/** Signs the demo firm's staff admin in (a trusted device: password only). */
export async function signInAdmin(page: Page) {
  await page.goto('/login/form');
  await enterEmail(page, STAFF.email);
  await enterPassword(page);
  await expect(page).toHaveURL(/\/admin\/work$/, { timeout: 20_000 });
}
