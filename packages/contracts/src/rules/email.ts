/** SPEC §5's email rule, for the schemas and the sign-in screens alike (no zod: see text.ts). */

/** Text, '@', text, '.', text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  /** The login form's text (SPEC §5). */
  login: 'Please enter a valid email address',
  /** The reset form's text (SPEC §5), and the server's. */
  invalid: 'Invalid email address',
} as const;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);

/** An address as the portal keeps it: case does not make another account. */
export const keptEmail = (value: string) => value.trim().toLowerCase();
