import { reviewWords } from '@sextant/contracts/rules/reviews';
import type { Mail } from '@/plugins/mail';
import { dayWords } from '@/shared/period';
import type { CheckinAnsweredNotice } from './checkin';
import type { CheckinNotice } from './cycle';

/** The check-in email: a short form waits in the portal, and nothing of the client's affairs. */
export function checkinNoticeMail(notice: CheckinNotice, publicUrl: string): Mail {
  const review = reviewWords(notice.intervalMonths).title;
  return {
    to: notice.to,
    subject: `${review}: a quick check-in`,
    text: [
      'Hello,',
      '',
      `${review} with ${notice.firmName} is due on ${dayWords(notice.reviewDate)}.`,
      'Before it, please answer a few short questions in your client portal. It takes about two minutes.',
      '',
      `Sign in to answer: ${publicUrl}/tabs/review`,
      '',
      'For your security this email holds no details of your investments.',
    ].join('\n'),
  };
}

/** To the client's adviser or a watcher: the client answered, and whether they want the review; no answers. */
export function checkinAnsweredMail(notice: CheckinAnsweredNotice, publicUrl: string): Mail {
  return {
    to: notice.to,
    subject: 'A client has answered their review check-in',
    text: [
      `Hello ${notice.firstName},`,
      '',
      `${notice.clientName} has answered their review check-in: ` +
        (notice.wantsReview
          ? 'they would like their review.'
          : 'they would rather not have a review this time.'),
      '',
      `See their answers in the back office: ${publicUrl}/admin/clients/${notice.clientId}`,
      '',
      'For the client’s security this email holds none of their answers.',
      notice.watching
        ? `You watch ${notice.clientName}: to stop, turn off “Email me when this client writes” on their page.`
        : 'To stop these emails, turn off “Email me when a client writes” in Messages.',
    ].join('\n'),
  };
}
