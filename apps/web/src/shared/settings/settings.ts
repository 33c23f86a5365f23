import type { PublicSettings } from '@sextant/contracts/settings';

/**
 * The contract's `PublicSettings`, checked by hand: even zod/mini would put zod's core (about 4 KB gzip) on
 * every screen, the landing page included (DESIGN.md budget), for one small object read once.
 * settings.test.ts checks this agrees with the contract's schema.
 */
export function settingsFrom(json: unknown): PublicSettings | null {
  if (!isRecord(json) || !isRecord(json.links)) return null;
  const { sentryDsn, environment, release, links } = json;
  if (!isNullableString(sentryDsn) || typeof environment !== 'string' || !isNullableString(release))
    return null;
  const { about, terms, privacy } = links;
  if (!isUrl(about) || !isUrl(terms) || !isUrl(privacy)) return null;
  return { sentryDsn, environment, release, links: { about, terms, privacy } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
const isUrl = (value: unknown): value is string => typeof value === 'string' && URL.canParse(value);

/** Same as the contract's APP_SETTINGS_ELEMENT_ID (checked by the tests), without importing classic zod. */
export const SETTINGS_ELEMENT_ID = 'app-settings';

/**
 * Used when the server did not write settings into index.html (e.g. `vite dev`) or wrote something
 * unreadable: error reporting off, public links to the default sites.
 */
export const DEFAULT_SETTINGS: PublicSettings = {
  sentryDsn: null,
  environment: 'production',
  release: null,
  links: {
    about: 'https://www.sextant.example/about',
    terms: 'https://www.sextant.example/terms',
    privacy: 'https://www.sextant.example/privacy',
  },
};

/** Parses the JSON text of the settings script; anything missing or invalid falls back to the defaults. */
export function parseSettings(text: string | null | undefined): PublicSettings {
  if (!text?.trim()) return DEFAULT_SETTINGS;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.warn('Sextant: the app settings are not valid JSON; using the defaults.');
    return DEFAULT_SETTINGS;
  }
  const settings = settingsFrom(json);
  if (!settings) {
    console.warn('Sextant: the app settings do not match the contract; using the defaults.');
    return DEFAULT_SETTINGS;
  }
  return settings;
}

/** Reads `<script id="app-settings" type="application/json">` synchronously. */
export function readSettings(doc: Document = document): PublicSettings {
  return parseSettings(doc.getElementById(SETTINGS_ELEMENT_ID)?.textContent);
}

let current: PublicSettings | undefined;

/** The settings of this page load, read once. */
export function getSettings(): PublicSettings {
  current ??= readSettings();
  return current;
}
