import type { AdminClientService } from '@sextant/contracts/admin-service';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { notFound, unprocessable } from '@/shared/errors';
import { dayWords, londonToday } from '@/shared/period';
import * as repo from './repository';
import { clientSegment, findSegment, setClientSegment } from './segments/repository';
import { toAdminReview } from './views';

type ServiceUpdate = {
  adviser_id: string | null;
  next_review_date: string | null;
  segment_id?: string | null;
};

/** The adviser must be the firm's and active; the date neither past nor on or before the last ended review. */
async function checkUpdate(db: Database, actor: Actor, clientId: string, update: ServiceUpdate) {
  if (update.adviser_id) {
    const adviser = await repo.findFirmStaff(db, actor.firmId, update.adviser_id);
    if (!adviser?.active) throw unprocessable({ adviser_id: ['Choose an active staff member of the firm.'] });
  }
  if (update.segment_id && !(await findSegment(db, actor.firmId, update.segment_id))) {
    throw unprocessable({ segment_id: ['Choose one of the firm’s review segments.'] });
  }
  if (update.next_review_date) {
    // A past date would open, then end as no response, a review each day; a date an ended review has is taken.
    if (update.next_review_date < londonToday(actor.now)) {
      throw unprocessable({ next_review_date: ['The next review date cannot be in the past.'] });
    }
    const last = await repo.lastEndedReviewDate(db, clientId);
    if (last && update.next_review_date <= last) {
      throw unprocessable({
        next_review_date: [`Choose a date after the last review (${dayWords(last)}).`],
      });
    }
  }
}

/** The firm's view of a client's ongoing service (adviser, next review, reviews) and its changes to it. */
export function clientServiceFlows(
  db: Database,
  runCycle: (options: { clientId?: string }) => Promise<unknown>,
) {
  async function adminService(firmId: string, clientId: string): Promise<AdminClientService> {
    if (!(await repo.findFirmClient(db, firmId, clientId))) throw notFound('The client');
    const [service, rows, segment] = await Promise.all([
      repo.serviceOf(db, clientId),
      repo.clientReviews(db, clientId),
      clientSegment(db, clientId),
    ]);
    const open = rows.find((row) => row.outcome === null) ?? null;
    return {
      adviser: service?.adviserId
        ? { uuid: service.adviserId, name: `${service.firstName} ${service.surname}` }
        : null,
      segment: segment && { uuid: segment.id, name: segment.name, interval_months: segment.intervalMonths },
      next_review_date: service?.nextReviewDate ?? null,
      current: open ? toAdminReview(open) : null,
      history: rows.filter((row) => row !== open).map(toAdminReview),
    };
  }

  return {
    adminService,

    async updateService(actor: Actor, clientId: string, update: ServiceUpdate): Promise<AdminClientService> {
      if (!(await repo.findFirmClient(db, actor.firmId, clientId))) throw notFound('The client');
      await checkUpdate(db, actor, clientId, update);
      await db.transaction(async (tx) => {
        await repo.setClientService(tx, clientId, {
          adviserId: update.adviser_id,
          nextReviewDate: update.next_review_date,
        });
        if (update.segment_id !== undefined) await setClientSegment(tx, clientId, update.segment_id);
        await recordAudit(tx, {
          action: 'admin.client.service',
          ...auditedBy(actor),
          subject: clientId,
          details: { ...update },
        });
      });
      // A date within thirty days opens the check-in now rather than at tomorrow's run.
      await runCycle({ clientId });
      return adminService(actor.firmId, clientId);
    },
  };
}
