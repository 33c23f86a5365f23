import { THEME_STORAGE_KEY, type Theme, type ThemeChoice } from '@sextant/contracts/rules/theme';
import { useSyncExternalStore } from 'react';

const CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];
const systemDark = () => matchMedia('(prefers-color-scheme: dark)').matches;

/** The theme a choice shows, the system's for "system": what index.html's theme script works out too. */
export function resolveTheme(choice: ThemeChoice, systemIsDark: boolean): Theme {
  if (choice === 'system') return systemIsDark ? 'dark' : 'light';
  return choice;
}

/** This device's choice; "system" when none was made or storage cannot be read (private modes). */
export function readThemeChoice(storage: Storage = localStorage): ThemeChoice {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return CHOICES.find((choice) => choice === stored) ?? 'system';
  } catch {
    return 'system';
  }
}

/**
 * Keeps the choice on this device and shows it now. "System" is kept as no choice at all, so the theme
 * script follows the system again. Storage that refuses still changes this page.
 */
export function saveThemeChoice(choice: ThemeChoice, storage: Storage = localStorage): void {
  try {
    if (choice === 'system') storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // The choice lasts for this page only.
  }
  document.documentElement.dataset.theme = resolveTheme(choice, systemDark());
}

/** The theme shown now: `<html data-theme>`, set before the first paint by index.html's theme script. */
export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The theme shown, re-rendering when it changes (a choice, the system's switch, another tab's choice). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
