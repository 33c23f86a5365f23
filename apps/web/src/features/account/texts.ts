import type { EmailPreferenceKind } from '@sextant/contracts/rules/client-data';

/** The optional emails as the client reads them. */
export const EMAIL_PREFERENCE_LABELS: Record<EmailPreferenceKind, { label: string; description: string }> = {
  documents: {
    label: 'New documents',
    description: 'When your firm adds a letter, report or other document for you.',
  },
  messages: {
    label: 'Replies from your adviser',
    description: 'When your adviser answers one of your messages.',
  },
  reviews: {
    label: 'Your reviews',
    description: 'When your review check-in opens, and reminders about it.',
  },
};

/** The file name the export is saved under. */
export const EXPORT_FILENAME = 'sextant-data.zip';
