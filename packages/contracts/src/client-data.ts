import { z } from 'zod';

export {
  EMAIL_PREFERENCE_KINDS,
  type EmailPreferenceKind,
  EXPORT_KEEP_HOURS,
  EXPORT_PARTS,
} from './rules/client-data';

/** `POST|GET /v1/client/export`. */
export const ClientExport = z
  .object({
    uuid: z.uuid(),
    status: z.enum(['building', 'ready', 'failed']),
    created_at: z.iso.datetime(),
    ready_at: z.iso.datetime().nullable(),
    expires_at: z.iso.datetime(),
    size: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'ClientExport' });
export type ClientExport = z.infer<typeof ClientExport>;

/**
 * Optional emails. Notices that a statement or a document needing action is available are always sent:
 * the firm relies on them to deliver statements (COBS 16A).
 */
export const EmailPreferences = z
  .object({ documents: z.boolean(), messages: z.boolean(), reviews: z.boolean() })
  .meta({ id: 'EmailPreferences' });
export type EmailPreferences = z.infer<typeof EmailPreferences>;
