import { z } from 'zod';
import type { Database } from '@/db/client';
import { findFirm, listFirms } from '@/shared/firms/repository';

/**
 * The firm a command works on: `--firm ID` when given (it must exist), else the only firm of the
 * deployment. Answers the firm, or why not (for the command to print and exit 1).
 */
export async function resolveFirm(
  db: Database,
  firmOption: string | undefined,
): Promise<{ firm: { id: string; name: string } } | { error: string }> {
  if (firmOption !== undefined) {
    if (!z.uuid().safeParse(firmOption).success)
      return { error: `--firm must be a firm id (a UUID), not “${firmOption}”.` };
    const firm = await findFirm(db, firmOption);
    return firm ? { firm } : { error: `No firm has the id ${firmOption}.` };
  }
  const all = await listFirms(db);
  if (all.length === 1) return { firm: all[0]! };
  if (all.length === 0) return { error: 'There is no firm yet: create one with create-firm first.' };
  return {
    error: `There are ${all.length} firms: choose one with --firm ID.\n${all.map((f) => `  ${f.id}  ${f.name}`).join('\n')}`,
  };
}
