import {
  LEGACY_THEME_STORAGE_KEY,
  THEME_COOKIE,
  type Theme,
  type ThemeChoice,
} from '@sextant/contracts/rules/theme';
import { useSyncExternalStore } from 'react';
import { keptValue } from '@/shared/storage/kept-value';

const CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];
const isChoice = (value: unknown): value is ThemeChoice => CHOICES.some((choice) => choice === value);
const systemTheme = () => matchMedia('(prefers-color-scheme: dark)');

/**
 * This device's choice, kept in local storage through the app's encrypted store like every other
 * (SPEC §4 Persistence), never as plain text. "System" is kept as no choice at all.
 */
const kept = keptValue<ThemeChoice>({ name: 'theme', area: 'local', isValid: isChoice, fallback: 'system' });

/** The theme a choice shows, the system's for "system": what index.html's theme script works out too. */
export function resolveTheme(choice: ThemeChoice, systemIsDark: boolean): Theme {
  if (choice === 'system') return systemIsDark ? 'dark' : 'light';
  return choice;
}

/**
 * Shows the choice now: `<html data-theme>`. Every colour changes at once: with the controls' colour
 * transitions on, each faded on its own, frame by frame, for 150 ms (`data-theme-switching` turns them off
 * in styles.css while the new colours are computed).
 */
function show() {
  const root = document.documentElement;
  const theme = resolveTheme(kept.get(), systemTheme().matches);
  if (root.dataset.theme === theme) return;
  root.dataset.themeSwitching = '';
  root.dataset.theme = theme;
  // The page's styles are computed now (a layout needs them all), without transitions: turning them back on
  // changes no colour.
  void root.offsetHeight;
  delete root.dataset.themeSwitching;
}

/** Up to 400 days, the most a browser keeps a cookie. */
const HINT_MAX_AGE = 400 * 24 * 60 * 60;

/** The first-paint hint (THEME_COOKIE) in step with the choice: none for System. */
function writeHint(choice: ThemeChoice) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = choice === 'system' ? '; Max-Age=0' : `${choice}; Max-Age=${HINT_MAX_AGE}`;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing from Firefox and older Safari
    document.cookie = `${THEME_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Cookies refused: the first paint follows the system.
  }
}

/** This device's choice; "system" when none was made, or before `startTheme` has read it. */
export function readThemeChoice(): ThemeChoice {
  return kept.get();
}

/** Keeps the choice on this device and shows it now. Storage that refuses still changes this page. */
export function saveThemeChoice(choice: ThemeChoice): void {
  if (choice === 'system') kept.clear();
  else kept.set(choice);
  writeHint(choice);
  show();
}

/** A choice an earlier version left as plain text in local storage: taken out, to be kept in the store. */
function takeLegacyChoice(): ThemeChoice | null {
  try {
    const stored = localStorage.getItem(LEGACY_THEME_STORAGE_KEY);
    if (stored === null) return null;
    localStorage.removeItem(LEGACY_THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : null;
  } catch {
    return null;
  }
}

let started: Promise<void> | undefined;

/**
 * Start-up, in the app's first module before anything renders (main.tsx): the kept choice is read and
 * shown, and from then on the system's switch and a choice made in another tab are followed.
 */
export function startTheme(): Promise<void> {
  started ??= (async () => {
    systemTheme().addEventListener('change', show);
    window.addEventListener('storage', (event) => {
      if (event.key !== kept.key) return;
      void kept.reload().then(() => {
        writeHint(kept.get());
        show();
      });
    });
    const legacy = takeLegacyChoice();
    await kept.restore();
    if (legacy && kept.get() === 'system' && legacy !== 'system') kept.set(legacy);
    writeHint(kept.get());
    show();
  })();
  return started;
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
