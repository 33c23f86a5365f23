import type { DocumentCategory } from '@sextant/contracts/documents';

// The contract's words for documents, kept here because its module is a zod schema the browser must not load
// (dependency-cruiser: web-runs-no-schemas). texts.test.ts checks that they are the contract's, word for word.

/** The vault's categories in the contract's order: the screen groups by them in this order. */
export const DOCUMENT_CATEGORIES = [
  'valuation_statement',
  'annual_review_pack',
  'suitability_report',
  'contract_note',
  'tax_certificate',
  'letter',
  'other',
] as const satisfies readonly DocumentCategory[];

/** Category names as clients read them. */
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  valuation_statement: 'Valuation statements',
  annual_review_pack: 'Annual review packs',
  suitability_report: 'Suitability reports',
  contract_note: 'Contract notes',
  tax_certificate: 'Tax certificates',
  letter: 'Letters',
  other: 'Other documents',
};

/** The statement a client accepts by acknowledging a document. */
export const ACKNOWLEDGE_STATEMENT = 'I have read and understood this document';

/** The server's messages the screen also gives itself (a check before sending, a 409). */
export const DOCUMENT_TEXTS = {
  nameMismatch: 'Type your full name as it is on your account: your first name and surname.',
  codeInvalid: 'That code did not work. Enter the 6-digit code your authenticator app shows now.',
  alreadyDone: 'This document has already been acknowledged or signed.',
  nothingToDo: 'This document does not need acknowledging or signing.',
} as const;

/** The screens' own words. */
export const DOCUMENTS_SCREEN_TEXTS = {
  nameMissing: 'Enter your full name: your first name and surname.',
  codeMissing: 'Enter the 6-digit code from your authenticator app.',
  tickToAcknowledge: 'Tick the box to confirm you have read and understood this document.',
  signFailed: 'The document could not be signed just now. Please try again.',
  acknowledgeFailed: 'Your acknowledgement could not be recorded just now. Please try again.',
  fileFailed: 'The document could not be opened just now. Please try again.',
  downloadFailed: 'The document could not be downloaded just now. Please try again.',
  popupBlocked:
    'Your browser blocked the new tab. Allow pop-ups for this site, or download the document instead.',
} as const;
