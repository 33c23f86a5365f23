/**
 * The sign-in rules and texts of SPEC §2, §5 and §8, word for word.
 *
 * EMAIL_PATTERN, PASSWORD_MIN_LENGTH and the contract's MESSAGES are restated from
 * @sextant/contracts/auth without importing it: that module builds zod schemas when it loads, and classic
 * zod (22 KB gzip) has no place in the login screen's budget. texts.test.ts checks both agree.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 10;

export const TEXTS = {
  invalidLoginEmail: 'Please enter a valid email address',
  invalidResetEmail: 'Invalid email address',
  incorrectPassword: 'Incorrect password',
  invalidToken: 'Invalid token, please try again',
  unableToVerify: 'Unable to verify OTP',
  inviteNotFound: 'Invite not found',
  couldNotSendReset: 'Could not send reset',
  passwordNotSet: 'Password not set',
  supportFailed: 'Failed to submit support request',
  passwordTooShort: 'Password must be at least 10 characters long.',
  passwordsDoNotMatch: 'Your passwords do not match.',
  instructionsSent: 'Instructions have been emailed to your inbox. They may take a few minutes to arrive.',
  supportRequestSent:
    'If an account exists with that email address, we will contact you within 2 days. If you urgently need to access your account for any reason, contact your advisor directly.',
  termsRejected: 'You cannot use this application without accepting the terms.',
  /** The server's lockout message contains this word (SPEC §4). */
  exhausted: 'exhausted',
} as const;

/** SPEC §5: text, '@', text, '.', text, no spaces. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** SPEC §5 new password: at least 10 characters, and the confirmation matches. */
export function passwordProblems(
  password: string,
  repeat: string,
): { password?: string; repeatPassword?: string } {
  if (password.length < PASSWORD_MIN_LENGTH) return { password: TEXTS.passwordTooShort };
  if (password !== repeat) return { repeatPassword: TEXTS.passwordsDoNotMatch };
  return {};
}
