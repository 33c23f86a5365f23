import type { Terms, UserTerms } from '@sextant/contracts/auth';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { notFound } from '@/shared/errors';
import { hasAccepted, latestTerms, recordAcceptance } from './repository';

/** A client's view of the firm's terms, and their acceptance of the latest version. */
export function createTermsService(db: Database) {
  const latestFor = async (firmId: string) => {
    const terms = await latestTerms(db, firmId);
    if (!terms) throw notFound('Terms');
    return terms;
  };

  return {
    async latest(firmId: string): Promise<Terms> {
      const terms = await latestFor(firmId);
      return { text: terms.text, version: terms.version };
    },

    async ofUser(userId: string, firmId: string): Promise<UserTerms> {
      const terms = await latestFor(firmId);
      return {
        text: terms.text,
        version: terms.version,
        terms_accepted: await hasAccepted(db, userId, terms.id),
      };
    },

    /** Records the acceptance (version, time and IP) and its audit row, with the device when the app named it. */
    async agree(actor: Actor, deviceId: string | null) {
      const terms = await latestFor(actor.firmId);
      await recordAcceptance(db, actor.userId, terms.id, actor.ip, actor.now);
      await recordAudit(db, {
        action: 'terms.accept',
        ...auditedBy(actor),
        deviceId,
        details: { version: terms.version },
      });
      return { terms_accepted: true as const, version: terms.version };
    },
  };
}
export type TermsService = ReturnType<typeof createTermsService>;
