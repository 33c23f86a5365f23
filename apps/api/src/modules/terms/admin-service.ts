import type { AdminTermsList, AdminTermsVersion } from '@sextant/contracts/admin-terms';
import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import * as repo from './admin-repository';

/** The firm's terms versions in the back office and the `publish-terms` command. */
export function createTermsAdminService(db: Database) {
  async function list(firmId: string): Promise<AdminTermsList> {
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
  async function publish(actor: Actor | Actor<null>, text: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        const created = await repo.insertNextVersion(db, actor.firmId, text, actor.now);
        await recordAudit(db, {
          action: 'admin.terms.publish',
          ...auditedBy(actor),
          details: { version: created.version, termsVersionId: created.id, length: text.length },
        });
        return created;
      } catch (error) {
        // Someone published at the same moment: take the number after theirs.
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  return {
    list,
    publish,
    /** Publishes, and answers the new version as the list shows it (with its acceptance count). */
    async publishListed(actor: Actor, text: string): Promise<AdminTermsVersion> {
      const created = await publish(actor, text);
      const { items } = await list(actor.firmId);
      return items.find((item) => item.uuid === created.id)!;
    },
  };
}
export type TermsAdminService = ReturnType<typeof createTermsAdminService>;
