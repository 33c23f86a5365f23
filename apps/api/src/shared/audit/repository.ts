import type { Database } from '@/db/client';
import { auditEvents } from '@/db/schema/index';
import type { Actor } from '@/shared/actor';

export interface AuditEvent {
  action: string;
  firmId?: string | null;
  actorId?: string | null;
  /** The email an attempt named, also when no account has it. */
  subject?: string | null;
  ip?: string | null;
  deviceId?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

/** An audit row's who (no one for the command line), for which firm, from where and when. */
export const auditedBy = (actor: Actor | Actor<null>) => ({
  firmId: actor.firmId,
  actorId: actor.userId,
  ip: actor.ip,
  at: actor.now,
});

/** Who did what, when, from where: every sign-in step and account change writes one. */
export async function recordAudit(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    firmId: event.firmId ?? null,
    actorId: event.actorId ?? null,
    subject: event.subject ?? null,
    ip: event.ip ?? null,
    deviceId: event.deviceId ?? null,
    details: event.details ?? null,
    createdAt: event.at,
  });
}
