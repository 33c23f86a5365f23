import type { TableQuery } from '@sextant/contracts/admin';
import type {
  AdminSupportReason,
  AdminSupportRequest,
  SupportRequestStatus,
  SupportSort,
} from '@sextant/contracts/admin-support';
import type { Database } from '@/db/client';
import { tablePage } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { notFound, unprocessable } from '@/shared/errors';
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

function toAdminSupportRequest(row: SupportRequestRow): AdminSupportRequest {
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

const toAdminReason = (row: ReasonRow): AdminSupportReason => ({
  id: row.id,
  label: row.label,
  position: row.position,
  active: row.active,
  scope: row.firmId === null ? 'shared' : 'firm',
});

/** Support requests naming the firm's people, and the reasons the firm offers, in the back office. */
export function createSupportAdminService(db: Database) {
  async function supportRequestPage(
    firmId: string,
    query: TableQuery<SupportSort> & { status: SupportRequestStatus },
  ) {
    const rows = await listSupportRequests(db, firmId, query);
    return tablePage(rows, query, toAdminSupportRequest);
  }

  async function resolveRequest(actor: Actor, id: string) {
    const row = await findSupportRequest(db, actor.firmId, id);
    if (!row) throw notFound('Support request');
    if (!(await resolveSupportRequest(db, actor.firmId, id, actor.userId, actor.now)))
      throw unprocessable({ request: ['This request is already resolved.'] });
    await recordAudit(db, {
      action: 'admin.support.resolve',
      ...auditedBy(actor),
      subject: row.email,
      details: { request: id },
    });
    return toAdminSupportRequest((await findSupportRequest(db, actor.firmId, id))!);
  }

  /** A label may appear once among the reasons the firm offers (shared ones included), whatever its case. */
  async function checkLabelFree(firmId: string, label: string, except?: number) {
    const taken = (await listReasons(db, firmId)).some(
      (reason) => reason.id !== except && reason.label.toLowerCase() === label.toLowerCase(),
    );
    if (taken) throw unprocessable({ label: ['This reason is already on the list.'] });
  }

  async function addReason(actor: Actor, label: string) {
    await checkLabelFree(actor.firmId, label);
    const row = await insertReason(db, actor.firmId, label);
    await recordAudit(db, {
      action: 'admin.support_reason.create',
      ...auditedBy(actor),
      details: { reason: row.id, label },
    });
    return toAdminReason(row);
  }

  /** Changes one of the firm's own reasons; the shared ones are read-only (422), another firm's unknown (404). */
  async function changeReason(
    actor: Actor,
    id: number,
    changes: { label?: string | undefined; position?: number | undefined; active?: boolean | undefined },
  ) {
    const found = await findReason(db, actor.firmId, id);
    if (!found) throw notFound('Support reason');
    if (found.firmId === null)
      throw unprocessable({ reason: ['This reason is shared by every firm and cannot be changed here.'] });
    if (changes.label !== undefined) await checkLabelFree(actor.firmId, changes.label, id);
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const row = await updateReason(db, actor.firmId, id, defined);
    if (!row) throw notFound('Support reason');
    await recordAudit(db, {
      action: 'admin.support_reason.update',
      ...auditedBy(actor),
      details: { reason: id, ...defined },
    });
    return toAdminReason(row);
  }

  return {
    supportRequestPage,
    resolveRequest,
    async listReasons(firmId: string) {
      return { items: (await listReasons(db, firmId)).map(toAdminReason) };
    },
    addReason,
    changeReason,
  };
}
export type SupportAdminService = ReturnType<typeof createSupportAdminService>;
