import { THEME_SCRIPT, THEME_STORAGE_KEY } from '@sextant/contracts/rules/theme';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTheme, readThemeChoice, resolveTheme, saveThemeChoice, useTheme } from './theme';

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

/** index.html's theme script, run as the browser runs it. */
const runThemeScript = () => new Function(THEME_SCRIPT)();

describe('theme preference', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
    vi.restoreAllMocks();
  });

  it('shows the choice made, and the system’s theme for System', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('reads System when nothing, or something unknown, is stored', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readThemeChoice()).toBe('dark');
  });

  it('reads System when storage cannot be read', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readThemeChoice(refusing)).toBe('system');
  });

  it('keeps a choice on this device and shows it at once; System is kept as no choice', () => {
    fakeSystem(false);
    saveThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(currentTheme()).toBe('dark');

    saveThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(currentTheme()).toBe('light');
  });

  it('still shows a choice on this page when storage refuses it', () => {
    fakeSystem(false);
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    saveThemeChoice('dark', refusing);
    expect(currentTheme()).toBe('dark');
  });

  it('the head script shows the stored choice, else follows the system, as the module works it out', () => {
    const system = fakeSystem(true);
    runThemeScript();
    expect(document.documentElement.dataset.theme).toBe(resolveTheme('system', true));

    system.switchTo(false);
    expect(document.documentElement.dataset.theme).toBe('light');

    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(document.documentElement.dataset.theme).toBe('dark');

    // A choice of Light or Dark holds whatever the system does.
    system.switchTo(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    system.switchTo(false);
    system.switchTo(true);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('re-renders a component when the theme shown changes', async () => {
    fakeSystem(false);
    saveThemeChoice('light');
    const { result } = renderHook(() => useTheme());
    expect(result.current).toBe('light');
    await act(async () => saveThemeChoice('dark'));
    expect(result.current).toBe('dark');
  });
});
