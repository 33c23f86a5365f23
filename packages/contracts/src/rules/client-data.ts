/** The client's own data and email choices, for the schemas and the screens alike (no zod: see text.ts). */

/** Hours a finished export is kept. */
export const EXPORT_KEEP_HOURS = 24;

/** The optional emails a client can turn off, in the order the screen lists them. */
export const EMAIL_PREFERENCE_KINDS = ['documents', 'messages', 'reviews'] as const;
export type EmailPreferenceKind = (typeof EMAIL_PREFERENCE_KINDS)[number];

/** The files every export holds (and the CSV copies of the tabular ones). */
export const EXPORT_PARTS = [
  'README.txt',
  'profile.json',
  'policies.json',
  'policies.csv',
  'valuations.csv',
  'transactions.csv',
  'messages.json',
  'documents.json',
  'documents.csv',
  'consents.json',
  'terms.json',
  'sign-ins.csv',
  'notifications.json',
  'reviews.json',
  'vulnerability.json',
] as const;
