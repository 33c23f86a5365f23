/** SPEC §5's new-password rules and texts, for the schemas and the password screens alike (no zod: see text.ts). */

export const PASSWORD_MIN_LENGTH = 10;
/** A bound on what the server hashes, not a rule the screens check. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 10 characters long.',
  doNotMatch: 'Your passwords do not match.',
  tooLong: 'Password must be at most 128 characters long.',
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
} as const;

/** The screens' check of a new password: at least 10 characters, then the confirmation matches. */
export function passwordProblems(
  password: string,
  repeat: string,
): { password?: string; repeatPassword?: string } {
  if (password.length < PASSWORD_MIN_LENGTH) return { password: PASSWORD_MESSAGES.tooShort };
  if (password !== repeat) return { repeatPassword: PASSWORD_MESSAGES.doNotMatch };
  return {};
}
