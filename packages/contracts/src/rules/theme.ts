/**
 * The first-paint hint of this device's choice of theme: a cookie (`light` or `dark`; none means System)
 * that index.html's theme script reads before anything is painted. The choice itself is kept in the app's
 * encrypted store, which opens (decrypts) only after the app's first module has run; the cookie can be read
 * at once, and is no copy in local or session storage. The server does not read it.
 */
export const THEME_COOKIE = 'sextant-theme';

/** Where an earlier version kept the choice as plain text in local storage: moved into the store once. */
export const LEGACY_THEME_STORAGE_KEY = 'sextant-theme';

export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

/**
 * Runs in index.html's <head>, before the first paint, on the landing page and the app alike: sets
 * `<html data-theme>` from the first-paint hint (THEME_COOKIE), else from the system's. Everything after
 * (the kept choice, the system's switch, another tab's choice) is `startTheme`'s, in the app's first module.
 * Inline because a script file would be one more round trip before anything shows; the server allows
 * exactly this text by its hash in the CSP (script-src).
 */
export const THEME_SCRIPT = `(()=>{const c=/(?:^|; )${THEME_COOKIE}=(dark|light)(?:;|$)/.exec(document.cookie);document.documentElement.dataset.theme=c?c[1]:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'})()`;

/** Where index.html's theme script goes; the build puts THEME_SCRIPT there. */
export const THEME_SCRIPT_PLACEHOLDER = '<!--theme-script-->';
