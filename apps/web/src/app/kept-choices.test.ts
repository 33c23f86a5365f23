import { afterEach, describe, expect, it, vi } from 'vitest';

/** Every entry of local and session storage, as a script on the page could read it. */
const entries = () =>
  [localStorage, sessionStorage].flatMap((area) =>
    Object.keys(area).map((key) => ({ key, value: area.getItem(key) ?? '' })),
  );

/** The app's modules as a new page load gets them: nothing in memory, only what storage kept. */
async function freshPage() {
  vi.resetModules();
  const theme = await import('@/shared/theme/theme');
  const period = await import('@/features/policies/period');
  const { hydrateSessionStores } = await import('@/shared/session/session-stores');
  return { theme, period, hydrateSessionStores };
}

describe('the device’s theme and the session’s period (SPEC §4 Persistence: stored encrypted)', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
    // biome-ignore lint/suspicious/noDocumentCookie: forgets the first-paint hint the test wrote
    document.cookie = 'sextant-theme=; Path=/; Max-Age=0';
  });

  it('are kept through the store alone: no plain copy in local or session storage, and a reload has them', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {} }));
    const first = await freshPage();
    first.theme.saveThemeChoice('dark');
    first.period.rememberPeriod('six_months');
    // The store writes after encoding (a task or two).
    await vi.waitFor(() => expect(entries().length).toBe(2));
    for (const { key, value } of entries()) {
      // Encrypted (e2:), or compressed only where the browser cannot encrypt (jsdom: no crypto.subtle).
      expect(value, key).toMatch(/^(e2|c2):/);
      expect(value, key).not.toMatch(/dark|six_months/);
    }

    const next = await freshPage();
    await Promise.all([next.theme.startTheme(), next.hydrateSessionStores()]);
    expect(next.theme.readThemeChoice()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(next.period.rememberedPeriod()).toBe('six_months');
  });
});
