import type { AdminTermsList } from '@sextant/contracts/admin-terms';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { recordAudit } from '../../shared/audit/repository';
import * as repo from './admin-repository';

export async function listTerms(db: Database, firmId: string): Promise<AdminTermsList> {
  const [rows, activeClients, latest] = await Promise.all([
    repo.listVersions(db, firmId),
    repo.countActiveClients(db, firmId),
    repo.latestText(db, firmId),
  ]);
  return {
    items: rows.map((row) => ({
      uuid: row.id,
      version: row.version,
      published_at: row.createdAt.toISOString(),
      excerpt: row.excerpt,
      length: Number(row.length),
      accepted_count: Number(row.accepted),
    })),
    active_clients: activeClients,
    latest_text: latest,
  };
}

/**
 * Publishes the text as the firm's next terms version. The session guards and sign-in read acceptance of
 * the latest version, so from now on every client must accept it (at their next sign-in; a session
 * already open is refused until then). The API and the `publish-terms` command both call this.
 */
export async function publishTerms(
  db: Database,
  firmId: string,
  text: string,
  options: { actorId: string | null; ip?: string | null; now: Date },
) {
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await repo.insertNextVersion(db, firmId, text, options.now);
      await recordAudit(db, {
        action: 'admin.terms.publish',
        firmId,
        actorId: options.actorId,
        ip: options.ip ?? null,
        details: { version: created.version, termsVersionId: created.id, length: text.length },
        at: options.now,
      });
      return created;
    } catch (error) {
      // Someone published at the same moment: take the number after theirs.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
