/** The firm profile's rules, for the back office's schema and its form alike (no zod: see text.ts). */

export const FIRM_NAME_MAX_LENGTH = 200;
export const FIRM_BIO_MAX_LENGTH = 5_000;
/** The FCA Financial Services Register's firm reference number: 6 or 7 digits. */
export const FCA_NUMBER_PATTERN = /^\d{6,7}$/;

export const FIRM_MESSAGES = {
  nameRequired: 'Enter the firm’s name.',
  nameTooLong: 'The name can be at most 200 characters long.',
  bioTooLong: 'The bio can be at most 5,000 characters long.',
  fcaNumber: 'Enter the FCA firm reference number: 6 or 7 digits.',
  supportEmail: 'Enter an email address like help@firm.co.uk.',
} as const;
