import { z } from 'zod';
import { Uuid } from './common';
import { isPlainText } from './rules/text';

export const TERMS_MAX_LENGTH = 200_000;

/** POST /v1/admin/terms: the text of the new version (plain text). */
export const AdminTermsPublish = z.object({
  text: z
    .string()
    .trim()
    .min(1, { message: 'Enter the text of the terms.', abort: true })
    .max(TERMS_MAX_LENGTH, { message: 'The terms can be at most 200,000 characters long.', abort: true })
    .refine(isPlainText, {
      message: 'The text contains characters that are not allowed.',
    }),
});
export type AdminTermsPublish = z.infer<typeof AdminTermsPublish>;

export const AdminTermsVersion = z
  .object({
    uuid: Uuid,
    version: z.number().int(),
    published_at: z.string(),
    /** The first 200 characters. */
    excerpt: z.string(),
    length: z.number().int(),
    /** Active clients of the firm who accepted this version. */
    accepted_count: z.number().int(),
  })
  .meta({ id: 'AdminTermsVersion' });
export type AdminTermsVersion = z.infer<typeof AdminTermsVersion>;

/** GET /v1/admin/terms: newest version first. */
export const AdminTermsList = z
  .object({
    items: z.array(AdminTermsVersion),
    /** Active clients of the firm: what accepted_count is out of. */
    active_clients: z.number().int(),
    /** The whole text of the latest version (to start a new one from), null before the first. */
    latest_text: z.string().nullable(),
  })
  .meta({ id: 'AdminTermsList' });
export type AdminTermsList = z.infer<typeof AdminTermsList>;
