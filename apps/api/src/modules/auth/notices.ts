import type { Mail } from '@/plugins/mail';

const ukDateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/**
 * Tells the client their password changed, so a change they did not make (a stolen session that knew the
 * password) does not go unnoticed, and what to do then.
 */
export function passwordChangedMail(
  account: { email: string; firstName: string },
  at: Date,
  publicUrl: string,
): Mail {
  return {
    to: account.email,
    subject: 'Your Sextant password was changed',
    text: [
      `Hello ${account.firstName},`,
      '',
      `The password of your client portal was changed on ${ukDateTime.format(at)} (UK time).`,
      'You have been signed out on your other devices, and each will ask for your authenticator code at its next sign-in.',
      '',
      `If you did not change it, reset your password now from the sign-in page of ${publicUrl} and contact your financial planner.`,
    ].join('\n'),
  };
}

/** A password reset's link, valid for 30 minutes (RESET_CODE_MS). */
export function resetMail(account: { email: string; firstName: string }, link: string): Mail {
  return {
    to: account.email,
    subject: 'Reset your Sextant password',
    text: `Hello ${account.firstName},\n\nUse this link within 30 minutes to choose a new password:\n\n${link}\n\nIf you did not ask for this, you can ignore this email: your password has not changed.\n`,
  };
}

/** An invite's link, valid for 14 days (INVITE_CODE_MS). */
export function inviteMail(account: { email: string; firstName: string }, link: string): Mail {
  return {
    to: account.email,
    subject: 'Your invitation to the client portal',
    text: `Hello ${account.firstName},\n\nYour financial planner has invited you to their client portal. Use this link within 14 days to set your password:\n\n${link}\n`,
  };
}
