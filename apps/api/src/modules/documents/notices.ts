import type { Mail } from '@/plugins/mail';
import type { DocumentNotice } from './admin-upload';

/** The new-document email: that something waits in the portal, and nothing of what it says. */
export function documentNoticeMail(notice: DocumentNotice): Mail {
  const ask =
    notice.needsAction === 'sign'
      ? 'It needs your signature.'
      : notice.needsAction === 'acknowledge'
        ? 'Please read it and confirm you have.'
        : 'You can read it whenever suits you.';
  return {
    to: notice.to,
    subject: 'You have a new document in your portal',
    text: [
      'Hello,',
      '',
      `${notice.firmName} has added a document for you in your client portal. ${ask}`,
      '',
      `Sign in to read it: ${notice.link}`,
      '',
      'For your security this email holds no details of your investments.',
    ].join('\n'),
  };
}
