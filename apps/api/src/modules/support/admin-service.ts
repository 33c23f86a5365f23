import type { TableQuery } from '@sextant/contracts/admin';
import type {
  AdminSupportReason,
  AdminSupportRequest,
  SupportRequestStatus,
  SupportSort,
} from '@sextant/contracts/admin-support';
import type { Database } from '../../db/client';
import type { Actor } from '../../shared/actor';
import { recordAudit } from '../../shared/audit/repository';
import { notFound, unprocessable } from '../../shared/errors';
import {
  findReason,
  findSupportRequest,
  insertReason,
  listReasons,
  listSupportRequests,
  type ReasonRow,
  resolveSupportRequest,
  type SupportRequestRow,
  updateReason,
} from './admin-repository';

export function toAdminSupportRequest(row: SupportRequestRow): AdminSupportRequest {
  return {
    uuid: row.id,
    name: row.name,
    email: row.email,
    reason: row.reason,
    client_uuid: row.clientId,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolved_by:
      row.resolverFirstName !== null ? `${row.resolverFirstName} ${row.resolverSurname ?? ''}`.trim() : null,
  };
}

export const toAdminReason = (row: ReasonRow): AdminSupportReason => ({
  id: row.id,
  label: row.label,
  position: row.position,
  active: row.active,
  scope: row.firmId === null ? 'shared' : 'firm',
});

export async function supportRequestPage(
  db: Database,
  firmId: string,
  query: TableQuery<SupportSort> & { status: SupportRequestStatus },
) {
  const rows = await listSupportRequests(db, firmId, query);
  return {
    items: rows.map(toAdminSupportRequest),
    total: rows[0]?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function resolveRequest(db: Database, actor: Actor, id: string, now: Date) {
  const row = await findSupportRequest(db, actor.firmId, id);
  if (!row) throw notFound('Support request');
  if (!(await resolveSupportRequest(db, actor.firmId, id, actor.userId, now)))
    throw unprocessable({ request: ['This request is already resolved.'] });
  await recordAudit(db, {
    action: 'admin.support.resolve',
    firmId: actor.firmId,
    actorId: actor.userId,
    subject: row.email,
    ip: actor.ip,
    details: { request: id },
    at: now,
  });
  return toAdminSupportRequest((await findSupportRequest(db, actor.firmId, id))!);
}

/** A label may appear once among the reasons the firm offers (shared ones included), whatever its case. */
async function checkLabelFree(db: Database, firmId: string, label: string, except?: number) {
  const taken = (await listReasons(db, firmId)).some(
    (reason) => reason.id !== except && reason.label.toLowerCase() === label.toLowerCase(),
  );
  if (taken) throw unprocessable({ label: ['This reason is already on the list.'] });
}

export async function addReason(db: Database, actor: Actor, label: string, now: Date) {
  await checkLabelFree(db, actor.firmId, label);
  const row = await insertReason(db, actor.firmId, label);
  await recordAudit(db, {
    action: 'admin.support_reason.create',
    firmId: actor.firmId,
    actorId: actor.userId,
    ip: actor.ip,
    details: { reason: row.id, label },
    at: now,
  });
  return toAdminReason(row);
}

/** Changes one of the firm's own reasons; the shared ones are read-only (422), another firm's unknown (404). */
export async function changeReason(
  db: Database,
  actor: Actor,
  id: number,
  changes: { label?: string | undefined; position?: number | undefined; active?: boolean | undefined },
  now: Date,
) {
  const found = await findReason(db, actor.firmId, id);
  if (!found) throw notFound('Support reason');
  if (found.firmId === null)
    throw unprocessable({ reason: ['This reason is shared by every firm and cannot be changed here.'] });
  if (changes.label !== undefined) await checkLabelFree(db, actor.firmId, changes.label, id);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const row = await updateReason(db, actor.firmId, id, defined);
  if (!row) throw notFound('Support reason');
  await recordAudit(db, {
    action: 'admin.support_reason.update',
    firmId: actor.firmId,
    actorId: actor.userId,
    ip: actor.ip,
    details: { reason: id, ...defined },
    at: now,
  });
  return toAdminReason(row);
}
