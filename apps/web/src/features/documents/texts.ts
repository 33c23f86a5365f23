/** The documents screens' own words (the contract's are in @sextant/contracts/rules/documents). */
export const DOCUMENTS_SCREEN_TEXTS = {
  nameMissing: 'Enter your full name: your first name and surname.',
  codeMissing: 'Enter the 6-digit code from your authenticator app.',
  tickToAcknowledge: 'Tick the box to confirm you have read and understood this document.',
  signFailed: 'The document could not be signed just now. Please try again.',
  acknowledgeFailed: 'Your acknowledgement could not be recorded just now. Please try again.',
  fileFailed: 'The document could not be opened just now. Please try again.',
  downloadFailed: 'The document could not be downloaded just now. Please try again.',
  certificateFailed: 'The evidence certificate could not be downloaded just now. Please try again.',
  popupBlocked:
    'Your browser blocked the new tab. Allow pop-ups for this site, or download the document instead.',
} as const;

/** "1 document", "3 documents". */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
