import type { EmailPreferenceKind } from '@sextant/contracts/client-data';

// The contract's figures and names, kept here because its module is a zod schema the browser must not load
// (dependency-cruiser: web-runs-no-schemas). texts.test.ts checks that they are the contract's.

/** Hours a finished export is kept. */
export const EXPORT_KEEP_HOURS = 24;

/** The optional emails, in the contract's order, as the client reads them. */
export const EMAIL_PREFERENCE_KINDS = [
  'documents',
  'messages',
  'reviews',
] as const satisfies readonly EmailPreferenceKind[];

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
    label: 'Your annual review',
    description: 'When your review check-in opens, and reminders about it.',
  },
};

/** The file name the export is saved under. */
export const EXPORT_FILENAME = 'sextant-data.zip';
