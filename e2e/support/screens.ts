import AxeBuilder from '@axe-core/playwright';
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

/**
 * An axe scan of the screen as it is, in the light theme and in the dark: no serious or critical violation
 * (colour contrast included); on a back-office screen no violation at all, label in name included (axe
 * still marks that rule experimental; the client app's tab bar, whose badge comes before the label, does
 * not meet it yet). The system's scheme is left as it was.
 */
export async function expectAccessible(page: Page, where?: string) {
  // The second theme's scan is time the journey's budget did not count on (a sweep of 14 sections ran out).
  test.info().setTimeout(test.info().timeout + 15_000);
  const backOffice = new URL(page.url()).pathname.startsWith('/admin');
  const before: Theme = await page.evaluate(() =>
    matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  for (const theme of [before, before === 'dark' ? 'light' : 'dark'] as const) {
    await showSystemTheme(page, theme);
    // Legacy mode runs axe in the page itself (the app has no frames to reach), and only violations are
    // gathered: 1.1 s a scan here instead of 3.8 s, where the default opens a blank page for each scan.
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({
        resultTypes: ['violations'],
        rules: { 'label-content-name-mismatch': { enabled: backOffice } },
      })
      .analyze();
    const grave = violations
      .filter((violation) => backOffice || violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
    expect(grave, `${where ?? page.url()}, ${theme} theme`).toEqual([]);
  }
  await showSystemTheme(page, before);
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
