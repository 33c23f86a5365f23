import type { Mail } from '@/plugins/mail';
import { dayWords } from '@/shared/period';
import type { CheckinNotice } from './cycle';

/** The check-in email: a short form waits in the portal, and nothing of the client's affairs. */
export function checkinNoticeMail(notice: CheckinNotice, publicUrl: string): Mail {
  return {
    to: notice.to,
    subject: 'Your annual review: a quick check-in',
    text: [
      'Hello,',
      '',
      `Your annual review with ${notice.firmName} is due on ${dayWords(notice.reviewDate)}.`,
      'Before it, please answer a few short questions in your client portal. It takes about two minutes.',
      '',
      `Sign in to answer: ${publicUrl}/tabs/review`,
      '',
      'For your security this email holds no details of your investments.',
    ].join('\n'),
  };
}
