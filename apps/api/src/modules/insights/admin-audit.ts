import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { unprocessable } from '@/shared/errors';

/** Every change is audited with who made it, for whose firm, from where and when. */
export const audit = (db: Database, actor: Actor, action: string, subject: string, details: object) =>
  recordAudit(db, {
    action,
    ...auditedBy(actor),
    subject,
    details: details as Record<string, unknown>,
  });

/** A name clash found first, or raised by the unique key when two saves race: the same 422 either way. */
export async function uniquely<T>(field: string, taken: boolean, save: () => Promise<T>): Promise<T> {
  const clash = unprocessable({ [field]: ['That name is already in use.'] });
  if (taken) throw clash;
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw clash;
    throw error;
  }
}
