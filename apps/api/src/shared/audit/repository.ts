import type { Database } from '@/db/client';
import { auditEvents } from '@/db/schema/index';

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
