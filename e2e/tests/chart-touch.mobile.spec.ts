import type { CDPSession } from '@playwright/test';
import { expect, test } from '../support/signed-in';

/** A finger on the touch screen, through the DevTools protocol: real touch input, pointer events and all. */
const touch = (session: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
  session.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });

test('a finger on the valuation chart moves its readout: a tap, then a sideways drag, and it stays', async ({
  page,
}) => {
  const chart = page.getByTestId('valuation-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  // The chart's summary for assistive technology stays as it was.
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart).toHaveAttribute('aria-label', /^Valuation over 1 year: £[\d,.]+ on .+, £[\d,.]+ on .+/);
  // Up-and-down drags still scroll the page; only sideways ones are the chart's.
  await expect(chart).toHaveCSS('touch-action', 'pan-y');
  await chart.scrollIntoViewIfNeeded();

  const readout = page.locator('figure').filter({ has: chart }).locator('p').first();
  /**
   * The readout once the last touch is drawn: each move is delivered before the chart has drawn the one
   * before it, so the first change seen can be an intermediate point of the drag (a slow machine saw 0.6's).
   */
  const settled = async () => {
    let last: string | null = null;
    await expect
      .poll(
        async () => {
          const now = await readout.textContent();
          const same = now === last;
          last = now;
          return same;
        },
        { intervals: [150] },
      )
      .toBe(true);
    return last;
  };
  const latest = await readout.textContent();
  expect(latest).toMatch(/^£[\d,.]+ on \d{1,2} [A-Z][a-z]{2} \d{4}/);
  const box = await chart.boundingBox();
  if (!box) throw new Error('The chart has no box');
  const y = box.y + box.height / 2;
  const at = (share: number) => box.x + box.width * share;
  const session = await page.context().newCDPSession(page);

  // A tap near the start shows an early value, and it stays once the finger lifts. On a busy machine the
  // first touch can land while the chart is still being drawn (a CI run saw the readout unmoved for 10 s):
  // a person taps again, and so does the journey.
  let down = false;
  await expect(async () => {
    if (down) await touch(session, 'touchEnd');
    await touch(session, 'touchStart', at(0.3), y);
    down = true;
    await expect(readout).not.toHaveText(latest ?? '', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const early = await settled();
  await touch(session, 'touchEnd');
  await expect(readout).toHaveText(early ?? '');

  // A drag to the right moves the readout along with the finger.
  await touch(session, 'touchStart', at(0.3), y);
  for (const share of [0.4, 0.5, 0.6, 0.7]) await touch(session, 'touchMove', at(share), y);
  await expect(readout).not.toHaveText(early ?? '');
  await expect(readout).not.toHaveText(latest ?? '');
  const later = await settled();
  await touch(session, 'touchEnd');
  await expect(readout).toHaveText(later ?? '');
  // The dates run forward with the finger.
  const dateOf = (text: string | null) =>
    Date.parse(text?.match(/on (\d{1,2} [A-Z][a-z]{2} \d{4})/)?.[1] ?? '');
  expect(dateOf(later)).toBeGreaterThan(dateOf(early));
  expect(dateOf(latest)).toBeGreaterThan(dateOf(later));
});
