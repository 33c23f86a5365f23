import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** A uuid in a URL pattern. */
export const UUID = '[0-9a-f-]{36}';

/** An axe scan of the screen as it is: no serious or critical violation. */
export async function expectAccessible(page: Page, where?: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
  expect(grave, where ?? page.url()).toEqual([]);
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
