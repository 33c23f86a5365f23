import { z } from 'zod';
import { InputDate } from './common';
import { Firm } from './firm';
import { EMAIL_MAX_LENGTH } from './rules/email';
import { FCA_NUMBER_PATTERN, FIRM_BIO_MAX_LENGTH, FIRM_MESSAGES, FIRM_NAME_MAX_LENGTH } from './rules/firm';
import { isOneLine, isPlainText } from './rules/text';

/**
 * The firm as the back office edits it: the client's `Firm` (logo: a data: URL of PNG, JPEG or WebP, or
 * an https: URL, or null; bio: plain text the app shows with its line breaks) plus the support address.
 */
export const AdminFirm = Firm.extend({ support_email: z.string() }).meta({ id: 'AdminFirm' });
export type AdminFirm = z.infer<typeof AdminFirm>;

export const FirmName = z
  .string()
  .trim()
  .min(1, { message: FIRM_MESSAGES.nameRequired, abort: true })
  .max(FIRM_NAME_MAX_LENGTH, { message: FIRM_MESSAGES.nameTooLong, abort: true })
  .refine(isOneLine, {
    message: 'The name contains characters that are not allowed.',
  });

/** Plain text (shown with its line breaks, never as HTML), at most 5,000 characters; may be empty. */
export const FirmBio = z
  .string()
  .trim()
  .max(FIRM_BIO_MAX_LENGTH, { message: FIRM_MESSAGES.bioTooLong, abort: true })
  .refine(isPlainText, { message: 'The bio contains characters that are not allowed.' });

/** The FCA Financial Services Register's firm reference number: 6 or 7 digits. */
export const FcaNumber = z.string().trim().regex(FCA_NUMBER_PATTERN, { message: FIRM_MESSAGES.fcaNumber });

export const SupportEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { message: 'The address can be at most 254 characters long.', abort: true })
  .pipe(z.email({ message: FIRM_MESSAGES.supportEmail }));

/**
 * `PATCH /v1/admin/firm`: the fields to change (any of them). The registration date is an ISO date
 * and not in the future (checked on the server against its clock).
 */
export const AdminFirmUpdate = z.object({
  name: FirmName.optional(),
  bio: FirmBio.optional(),
  fca_number: FcaNumber.optional(),
  fca_registered_date: InputDate.optional(),
  support_email: SupportEmail.optional(),
});
export type AdminFirmUpdate = z.infer<typeof AdminFirmUpdate>;
