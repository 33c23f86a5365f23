import type { PublicSettings } from '@sextant/contracts/settings';
import * as z from 'zod/mini';

/**
 * The contract's `PublicSettings`, restated with zod/mini: the classic zod the contract is written in
 * costs 22 KB gzip, which the landing page cannot afford (DESIGN.md budget). The annotation ties the
 * output to the contract's type, and settings.test.ts checks both schemas agree.
 */
export const SettingsSchema: z.ZodMiniType<PublicSettings> = z.object({
  sentryDsn: z.nullable(z.string()),
  environment: z.string(),
  release: z.nullable(z.string()),
  links: z.object({
    about: z.url(),
    terms: z.url(),
    privacy: z.url(),
  }),
});

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
  const result = SettingsSchema.safeParse(json);
  if (!result.success) {
    console.warn(
      'Sextant: the app settings do not match the contract; using the defaults.',
      result.error.issues,
    );
    return DEFAULT_SETTINGS;
  }
  return result.data;
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
