import { type Browser, devices, expect, type Page } from '@playwright/test';
import { signInStaff } from './staff';

/**
 * A staff member signed in with password and code in a browser of their own at 1280×800, whatever the
 * project: the back office is a desktop tool, while the client's steps of a journey run at the project's size.
 */
export async function staffAtDesk(browser: Browser, email: string): Promise<Page> {
  const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
  const context = await browser.newContext({ ...desktop, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInStaff(page, email);
  return page;
}

/** Finds a client by email in the back office's list and opens their page. */
export async function openClient(
  staff: Page,
  client: { email: string; firstName: string; surname: string; name: string },
) {
  await staff.getByLabel('Search by name or email').fill(client.email);
  // The search reaches the address 300 ms after the last key: a click before then is overtaken by it.
  await expect(staff).toHaveURL(/[?&]q=/);
  // Then the found client alone replaces the whole list, when its answer comes: a click before then can land
  // where a row of the whole list was (a CI run's click so went nowhere).
  const table = staff.getByRole('table');
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('row')).toHaveCount(2);
  await staff.getByRole('link', { name: `${client.surname}, ${client.firstName}`, exact: true }).click();
  await expect(staff).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  await expect(staff.getByRole('heading', { level: 2, name: client.name })).toBeVisible();
}
