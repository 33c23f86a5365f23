import { z } from 'zod';

/**
 * Settings the server hands the web app at run time, so one build serves every deployment.
 * The server writes them as JSON into `index.html` (`<script id="app-settings" type="application/json">`).
 */
export const PublicSettings = z.object({
  /** Error reporting is on only when a DSN is configured. */
  sentryDsn: z.string().nullable(),
  environment: z.string(),
  release: z.string().nullable(),
  links: z.object({
    about: z.url(),
    terms: z.url(),
    privacy: z.url(),
  }),
});
export type PublicSettings = z.infer<typeof PublicSettings>;

export const APP_SETTINGS_ELEMENT_ID = 'app-settings';
/** Placeholder in the built `index.html` that the server replaces with the settings script. */
export const APP_SETTINGS_PLACEHOLDER = '<!--app-settings-->';
