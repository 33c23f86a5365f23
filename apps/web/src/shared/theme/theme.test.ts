import { LEGACY_THEME_STORAGE_KEY, THEME_COOKIE, THEME_SCRIPT } from '@sextant/contracts/rules/theme';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeKey } from '@/shared/storage/persist-storage';

/** A system in light or dark mode whose setting can be switched, as matchMedia reports it. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    switchTo(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The theme module as a new page load gets it: nothing in memory, only what the device kept. */
async function freshPage() {
  vi.resetModules();
  return import('./theme');
}

/** Sets the first-paint hint as the app (or another tab) would. */
function setCookie(text: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie is what the head script reads
  document.cookie = text;
}

/** index.html's theme script, run as the browser runs it. */
const runThemeScript = () => new Function(THEME_SCRIPT)();
const shown = () => document.documentElement.dataset.theme;
const hint = () => new RegExp(`(?:^|; )${THEME_COOKIE}=(\\w+)`).exec(document.cookie)?.[1] ?? null;
const KEY = storeKey('theme');
/** Until the store has written (it encodes first: a task or two). */
const written = (present: boolean) =>
  vi.waitFor(() => expect(localStorage.getItem(KEY) !== null).toBe(present));

/**
 * The window listeners each page's startTheme adds (storage, the system's switch): taken off after each test,
 * so a page of an earlier test does not answer a later test's storage event and repaint its theme.
 */
const listening: Array<[string, EventListenerOrEventListenerObject]> = [];

describe('theme preference', () => {
  beforeEach(() => {
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      listening.push([type, listener]);
      add(type, listener, options);
    });
  });
  afterEach(() => {
    for (const [type, listener] of listening.splice(0)) window.removeEventListener(type, listener);
    delete document.documentElement.dataset.theme;
    setCookie(`${THEME_COOKIE}=; Path=/; Max-Age=0`);
    vi.restoreAllMocks();
  });

  it('shows the choice made, and the system’s theme for System', async () => {
    const { resolveTheme } = await freshPage();
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('keeps a choice in the encrypted store, never as plain text, and the next page shows it', async () => {
    fakeSystem(false);
    const page = await freshPage();
    expect(page.readThemeChoice()).toBe('system');
    page.saveThemeChoice('dark');
    expect(page.currentTheme()).toBe('dark');
    await written(true);
    expect(localStorage.getItem(KEY)).toMatch(/^(e2|c2):/);
    expect(localStorage.getItem(LEGACY_THEME_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);

    delete document.documentElement.dataset.theme;
    const next = await freshPage();
    expect(next.readThemeChoice()).toBe('system');
    await next.startTheme();
    expect(next.readThemeChoice()).toBe('dark');
    expect(shown()).toBe('dark');
  });

  it('keeps System as no choice: nothing stored and no first-paint hint', async () => {
    fakeSystem(true);
    const page = await freshPage();
    page.saveThemeChoice('light');
    expect(hint()).toBe('light');
    await written(true);
    page.saveThemeChoice('system');
    expect(page.currentTheme()).toBe('dark');
    expect(hint()).toBeNull();
    await written(false);
  });

  it('moves a choice an earlier version kept as plain text into the store', async () => {
    fakeSystem(false);
    localStorage.setItem(LEGACY_THEME_STORAGE_KEY, 'dark');
    const page = await freshPage();
    await page.startTheme();
    expect(page.readThemeChoice()).toBe('dark');
    expect(shown()).toBe('dark');
    expect(hint()).toBe('dark');
    expect(localStorage.getItem(LEGACY_THEME_STORAGE_KEY)).toBeNull();
    await written(true);
    expect(localStorage.getItem(KEY)).not.toContain('dark');
  });

  it('still shows a choice on this page when storage refuses it', async () => {
    fakeSystem(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const page = await freshPage();
    page.saveThemeChoice('dark');
    expect(page.currentTheme()).toBe('dark');
    expect(page.readThemeChoice()).toBe('dark');
  });

  it('once started, follows the system’s switch for System, and a choice made in another tab', async () => {
    const system = fakeSystem(true);
    const page = await freshPage();
    await page.startTheme();
    expect(shown()).toBe('dark');
    system.switchTo(false);
    expect(shown()).toBe('light');
    page.saveThemeChoice('dark');
    // A choice of Light or Dark holds whatever the system does.
    system.switchTo(true);
    system.switchTo(false);
    expect(shown()).toBe('dark');
    await written(true);

    // Another tab of the same browser chooses Light: this one follows when told its store changed.
    const other = await freshPage();
    const before = localStorage.getItem(KEY);
    other.saveThemeChoice('light');
    await vi.waitFor(() => expect(localStorage.getItem(KEY)).not.toBe(before));
    // Once, as a browser tells the other tabs, after the write has landed.
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await vi.waitFor(() => expect(page.readThemeChoice()).toBe('light'));
    expect(shown()).toBe('light');
  });

  it('the head script paints the first-paint hint, else the system’s theme, as the module works it out', async () => {
    const { resolveTheme } = await freshPage();
    fakeSystem(true);
    runThemeScript();
    expect(shown()).toBe(resolveTheme('system', true));

    fakeSystem(false);
    runThemeScript();
    expect(shown()).toBe('light');

    setCookie(`${THEME_COOKIE}=dark; Path=/`);
    runThemeScript();
    expect(shown()).toBe('dark');
    fakeSystem(true);
    setCookie(`${THEME_COOKIE}=light; Path=/`);
    runThemeScript();
    expect(shown()).toBe('light');
    // Anything else in the cookie is no choice: the system's.
    setCookie(`${THEME_COOKIE}=sepia; Path=/`);
    runThemeScript();
    expect(shown()).toBe('dark');
  });

  it('re-renders a component when the theme shown changes', async () => {
    fakeSystem(false);
    const page = await freshPage();
    page.saveThemeChoice('light');
    const { result } = renderHook(() => page.useTheme());
    expect(result.current).toBe('light');
    // Inside an async act, so the store's write ends within the test (after it, matchMedia is gone).
    await act(async () => page.saveThemeChoice('dark'));
    // The observer of <html data-theme> tells React in a microtask of its own: on a busy machine after act.
    await waitFor(() => expect(result.current).toBe('dark'));
  });
});
