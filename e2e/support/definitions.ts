import type { Locator, Page } from '@playwright/test';

/** The value beside a term of a description list (`<dt>term</dt><dd>…</dd>`), as a person reads a fact. */
export const definitionOf = (scope: Locator | Page, term: string): Locator =>
  scope.locator(`xpath=.//dt[normalize-space()=${JSON.stringify(term)}]/following-sibling::dd[1]`);
