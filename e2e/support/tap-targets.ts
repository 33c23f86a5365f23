import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.5.5 (AAA) and Apple's guidelines: on a phone, at the browser's usual text size, everything a finger
 * taps on every public, client and back-office screen is at least 44×44 px (the back office is used on a
 * phone too: an adviser checks a client between meetings). A link in a sentence is exempt (WCAG's "inline" exception); a
 * radio or checkbox hidden behind its label is measured by its label; a control whose hit area is made larger
 * by an invisible ::after (a card's link) is measured by that area.
 */
const MIN = 44;

function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, select, textarea, summary, [role="button"], [role="tab"], [role="link"], ' +
      'input:not([type="hidden"])';
    const small: string[] = [];
    for (const control of Array.from(document.querySelectorAll(selector))) {
      if (control.closest('[inert], [aria-hidden="true"]')) continue;
      // A radio or checkbox is tapped anywhere on its label; a visually hidden control, there only.
      const labelled =
        control.matches('input[type="radio"], input[type="checkbox"]') || control.closest('.sr-only');
      const target = labelled ? control.closest('label') : control;
      if (!target || target.closest('.sr-only')) continue;
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // A link in running text: its line's height is the text's.
      if (style.display === 'inline' && target.parentElement) {
        const text = Array.from(target.parentElement.childNodes).some(
          (node) => node !== target && node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (text) continue;
      }
      const after = getComputedStyle(target, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        // The ::after lies on the nearest positioned box (the control itself, or the card around a card's
        // link), by its insets: `after:inset-0` covers it, `after:-inset-2` reaches 8 px past it.
        let holder: Element | null = target;
        while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
        if (holder) {
          const around = holder.getBoundingClientRect();
          const inset = (side: string) => Number.parseFloat(side) || 0;
          const width = around.width - inset(after.left) - inset(after.right);
          const height = around.height - inset(after.top) - inset(after.bottom);
          box = new DOMRect(around.left + inset(after.left), around.top + inset(after.top), width, height);
        }
      }
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 30);
        small.push(
          `<${target.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, MIN);
}

/** Every control on the screen as it is can be tapped: 44×44 px or more (a soft check: the sweep goes on). */
export async function expectTapTargets(page: Page, where: string) {
  expect.soft(await smallTargets(page), `${where}: targets under ${MIN}×${MIN} px`).toEqual([]);
}
