import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';

/** A uuid in a URL pattern. */
export const UUID = '[0-9a-f-]{36}';

export type Theme = 'light' | 'dark';

/**
 * Switches the system's colour scheme and waits until the screen shows that theme with its colours settled
 * (transitions finished), so a scan reads the final colours. The screen follows the system unless the client
 * chose a theme in Account.
 */
export async function showSystemTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
}

/** axe-core's own build, put in a page as it is (the page's CSP does not apply to what the test evaluates). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules whose outcome a theme can change. The themes differ in colours only (the same elements, roles and
 * names; the chart's canvas, which axe does not read, is redrawn): every other rule reads the same page twice.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

/**
 * axe's violations on the page as it is. axe goes into the page once and stays while the page lives (a sweep
 * moves through the router, a journey's scans share it): AxeBuilder put its 560 kB in again for each scan,
 * 0.5-1 s beside a scan of 0.1-0.4 s (measured on the policies, information and account screens).
 */
async function axeViolations(page: Page, options: { backOffice: boolean; only?: string[] }) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ backOffice, only }): Promise<Violation[]> => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
      rules: { 'label-content-name-mismatch': { enabled: backOffice } },
    });
    return violations.map(({ id, impact, nodes }) => ({
      id,
      impact: impact ?? null,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, options);
}

/**
 * An axe scan of the screen as it is, in the light theme and in the dark: no serious or critical violation
 * (colour contrast included); on a back-office screen no violation at all, label in name included (axe
 * still marks that rule experimental; the client app's tab bar, whose badge comes before the label, does
 * not meet it yet). Every rule in the theme the screen is in, the colour rules in the other, where the page
 * is left: the next scan starts there, so the themes take turns (switching back took a sweep 0.2 s a screen;
 * no journey reads the theme after a scan — theme.spec.ts, which does, sets it).
 */
export async function expectAccessible(page: Page, where?: string) {
  // The second theme's scan is time the journey's budget did not count on (a sweep of 14 sections ran out).
  test.info().setTimeout(test.info().timeout + 15_000);
  const backOffice = new URL(page.url()).pathname.startsWith('/admin');
  const before: Theme = await page.evaluate(() =>
    matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  const other: Theme = before === 'dark' ? 'light' : 'dark';
  for (const [theme, only] of [
    [before, undefined],
    [other, COLOUR_RULES],
  ] as const) {
    await showSystemTheme(page, theme);
    const grave = (await axeViolations(page, { backOffice, only })).filter(
      (violation) => backOffice || violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(grave, `${where ?? page.url()}, ${theme} theme`).toEqual([]);
  }
}

/**
 * The screen fits its width: nothing scrolls sideways (phones). Measured against the layout viewport (the
 * root's clientWidth): on a mobile profile the browser zooms out to show a page that is too wide, and
 * innerWidth grows with the page, so it would never see one.
 */
export async function expectNoSideScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** Keeps a full-page screenshot of the screen as a test artifact. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  // Some 1.5 s each at a phone's pixel ratio: kept when asked for (E2E_SCREENSHOTS=1), for a look at the
  // screens; a failing journey keeps its screenshot and trace either way (playwright.config.ts).
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * Chooses an option of a radio group whose native radios are visually hidden (the period pickers): a person
 * clicks the option's label, which is what lies on top of the radio.
 */
export async function chooseRadio(group: Locator, name: RegExp | string) {
  // `has` is matched inside each label, so the radio's locator starts from the page, not the group.
  await group
    .locator('label')
    .filter({ has: group.page().getByRole('radio', { name }) })
    .click();
}
