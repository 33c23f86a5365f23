import { EMAIL_MESSAGES } from '@sextant/contracts/rules/email';
import { PASSWORD_MESSAGES } from '@sextant/contracts/rules/password';

/**
 * The sign-in screens' texts of SPEC §2, §5 and §8, word for word. The rules themselves (email pattern,
 * password length) and their texts live in @sextant/contracts/rules, which the schemas use too.
 */
export const TEXTS = {
  invalidLoginEmail: EMAIL_MESSAGES.login,
  invalidResetEmail: EMAIL_MESSAGES.invalid,
  incorrectPassword: 'Incorrect password',
  invalidToken: 'Invalid token, please try again',
  unableToVerify: 'Unable to verify OTP',
  inviteNotFound: 'Invite not found',
  couldNotSendReset: 'Could not send reset',
  passwordNotSet: 'Password not set',
  supportFailed: 'Failed to submit support request',
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordsDoNotMatch: PASSWORD_MESSAGES.doNotMatch,
  instructionsSent: 'Instructions have been emailed to your inbox. They may take a few minutes to arrive.',
  supportRequestSent:
    'If an account exists with that email address, we will contact you within 2 days. If you urgently need to access your account for any reason, contact your advisor directly.',
  termsRejected: 'You cannot use this application without accepting the terms.',
  /** The server's lockout message contains this word (SPEC §4). */
  exhausted: 'exhausted',
} as const;
