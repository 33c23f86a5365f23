import type { SignInEventKind } from '@sextant/contracts/security';

export const SECURITY_TEXTS = {
  thisDevice: 'This device',
  waitingForCode: 'Waiting for verification code',
  sessionsFailed: 'Your sessions could not be loaded just now.',
  devicesFailed: 'Your trusted devices could not be loaded just now.',
  historyFailed: 'Your sign-in history could not be loaded just now.',
  revokeFailed: 'That could not be done just now. Please try again.',
  onlyThisSession: 'You are not signed in anywhere else.',
  signedOutElsewhere: (count: number) =>
    count === 1 ? 'One other session was signed out.' : `${count} other sessions were signed out.`,
  noTrustedDevices:
    'No device skips the verification code. When you sign in and choose to remember the device, it is listed here.',
  noHistory: 'No sign-ins yet.',
} as const;

/** What each sign-in history entry says happened. */
export const SIGN_IN_EVENT_LABELS: Record<SignInEventKind, string> = {
  signed_in: 'Signed in',
  signed_in_trusted_device: 'Signed in on a remembered device',
  signed_in_passkey: 'Signed in with a passkey',
  wrong_password: 'Wrong password entered',
  wrong_code: 'Wrong verification code entered',
  locked: 'Account locked after too many attempts',
  refused_locked: 'Sign-in refused: account locked',
  unlocked: 'Account unlocked',
  signed_out: 'Signed out',
  password_changed: 'Password changed',
  password_reset: 'Password reset by email',
  authenticator_set_up: 'Authenticator app set up',
  authenticator_removed: 'Authenticator app removed',
  session_ended: 'A session was signed out',
  other_sessions_ended: 'Signed out everywhere else',
  trusted_device_removed: 'A device was forgotten',
  passkey_failed: 'A passkey could not be used',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  document_acknowledged: 'Document acknowledged',
  document_signed: 'Document signed',
};

/** Failures and lockouts stand out in the history. */
export const WARNING_EVENTS: ReadonlySet<SignInEventKind> = new Set([
  'wrong_password',
  'wrong_code',
  'passkey_failed',
  'locked',
  'refused_locked',
]);
