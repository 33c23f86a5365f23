/** The document vault's words and limits, for the schemas and the screens alike (no zod: see text.ts). */

/** What a document is; the vault groups by it, in this order. */
export const DOCUMENT_CATEGORIES = [
  'valuation_statement',
  'annual_review_pack',
  'suitability_report',
  'contract_note',
  'tax_certificate',
  'letter',
  'other',
] as const;
export type DocumentCategoryName = (typeof DOCUMENT_CATEGORIES)[number];

/** What the client must do with a document: nothing, acknowledge it, or sign it. */
export const DOCUMENT_REQUIREMENTS = ['none', 'acknowledge', 'sign'] as const;

/** Category names as clients read them. */
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategoryName, string> = {
  valuation_statement: 'Valuation statements',
  annual_review_pack: 'Annual review packs',
  suitability_report: 'Suitability reports',
  contract_note: 'Contract notes',
  tax_certificate: 'Tax certificates',
  letter: 'Letters',
  other: 'Other documents',
};

/** One document of a category, as a line names it. */
export const DOCUMENT_CATEGORY_NAMES: Record<DocumentCategoryName, string> = {
  valuation_statement: 'Valuation statement',
  annual_review_pack: 'Annual review pack',
  suitability_report: 'Suitability report',
  contract_note: 'Contract note',
  tax_certificate: 'Tax certificate',
  letter: 'Letter',
  other: 'Other document',
};

/** The statement a client accepts by acknowledging a document. */
export const ACKNOWLEDGE_STATEMENT = 'I have read and understood this document';

/** PDFs only, told by their bytes, at most 20 MB. */
export const CLIENT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_PAGE_SIZE = 20;

export const DOCUMENT_TEXTS = {
  nameMismatch: 'Type your full name as it is on your account: your first name and surname.',
  codeInvalid: 'That code did not work. Enter the 6-digit code your authenticator app shows now.',
  notPdf: 'The file is not a PDF.',
  tooLarge: 'The file can be at most 20 MB.',
  empty: 'Choose a PDF file.',
  alreadyDone: 'This document has already been acknowledged or signed.',
  nothingToDo: 'This document does not need acknowledging or signing.',
  needsSigning: 'This document needs to be signed.',
  needsAcknowledging: 'This document needs to be acknowledged.',
  openBeforeSigning: 'Open the document with View or Download and read it before you sign it.',
  openBeforeAcknowledging: 'Open the document with View or Download and read it before you acknowledge it.',
} as const;
