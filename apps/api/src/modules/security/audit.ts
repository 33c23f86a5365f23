import type { Database } from '@/db/client';
import { recordAudit } from '@/shared/audit/repository';
import type { Clock } from '@/shared/clock';
import type { SessionPrincipal } from '@/shared/sessions/repository';

/** Where a security change was made from, for its audit row. */
export interface RequestOrigin {
  ip: string;
  deviceId: string | null;
  userAgent: string | null;
}

/** A security change's audit row: the client, their firm, where from and the browser. */
export const securityAudit =
  (db: Database, clock: Clock) =>
  (principal: SessionPrincipal, origin: RequestOrigin, action: string, details: Record<string, unknown>) =>
    recordAudit(db, {
      action,
      firmId: principal.firmId,
      actorId: principal.userId,
      ip: origin.ip,
      deviceId: origin.deviceId,
      details: { ...details, userAgent: origin.userAgent },
      at: clock(),
    });
