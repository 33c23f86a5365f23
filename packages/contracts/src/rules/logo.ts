/**
 * What a logo may be (the firm's and a provider's alike): the one definition the API's check of the bytes and
 * the back office's forms read (no zod: see text.ts).
 */

/** The image types a logo may be; the server tells them by their first bytes. Never SVG: it can carry script. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** The largest logo, in bytes of image. */
export const LOGO_MAX_BYTES = 200 * 1024;

/** A file input's `accept` for a logo. */
export const LOGO_ACCEPT = LOGO_TYPES.join(',');

export const LOGO_MESSAGES = {
  /** The file chosen is declared as another type. */
  chooseType: 'Choose a PNG, JPEG or WebP image (not SVG).',
  tooLarge: `The logo can be at most ${LOGO_MAX_BYTES / 1024} KB.`,
  /** No file came (or an empty one). */
  noFile: 'Choose an image file: PNG, JPEG or WebP.',
  /** Its bytes are none of the types. */
  notAnImage: 'The logo must be a PNG, JPEG or WebP image.',
} as const;

export const isLogoType = (type: string): type is LogoType =>
  (LOGO_TYPES as readonly string[]).includes(type);

/**
 * Why a chosen file cannot be a logo, by its declared type and its size, or null: a form's check before it
 * sends anything. The server checks the bytes themselves.
 */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!isLogoType(file.type)) return LOGO_MESSAGES.chooseType;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  return null;
}
