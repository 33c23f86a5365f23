/** Where this device keeps the client's choice of theme: a device preference, never sent to the server. */
export const THEME_STORAGE_KEY = 'sextant-theme';

export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

/**
 * Runs in index.html's <head>, before the first paint, on the landing page and the app alike: sets
 * `<html data-theme>` from the stored choice, else from the system's, and follows the system (and a choice
 * made in another tab) while the page is open. Inline because a script file would be one more round trip
 * before anything shows; the server allows exactly this text by its hash in the CSP (script-src).
 */
export const THEME_SCRIPT = `(()=>{const m=matchMedia('(prefers-color-scheme: dark)'),a=()=>{let c;try{c=localStorage.getItem('${THEME_STORAGE_KEY}')}catch{}document.documentElement.dataset.theme=c==='dark'||c==='light'?c:m.matches?'dark':'light'};a();m.addEventListener('change',a);addEventListener('storage',a)})()`;

/** Where index.html's theme script goes; the build puts THEME_SCRIPT there. */
export const THEME_SCRIPT_PLACEHOLDER = '<!--theme-script-->';
