import type { AdminAmendment, AmendmentChange } from '@sextant/contracts/admin-clients';
import type { Database } from '@/db/client';
import { tablePage } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { notFound, unprocessable } from '@/shared/errors';
import { notifyClients } from '@/shared/notify/repository';
import { actingAt, auditPerson as audit } from '@/shared/people/service';
import type { ClientAdminContext } from './admin-context';
import { iso } from './admin-context';
import type { Viewer } from './admin-list-repository';
import { columnsOf, fieldValue, flatten, PROFILE_FIELDS } from './admin-profile-fields';
import {
  type AmendmentRow,
  decideAmendment,
  findAmendment,
  listAmendments,
  lockAmendment,
  updateClient,
} from './admin-repository';

type Decision = { approve: true } | { approve: false; reason?: string | undefined };

const DECIDED = { approved: 'approved', rejected: 'not approved' } as const;

function toAdminAmendment(row: AmendmentRow): AdminAmendment {
  const changes: AmendmentChange[] = flatten((row.changedFields ?? {}) as Record<string, unknown>).map(
    ([field, requested]) => ({
      field,
      label: PROFILE_FIELDS[field][1],
      current: fieldValue(row.client, field),
      requested,
    }),
  );
  return {
    uuid: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
    decided_by:
      row.deciderFirstName !== null ? `${row.deciderFirstName} ${row.deciderSurname ?? ''}`.trim() : null,
    client: {
      uuid: row.client.id,
      first_name: row.client.firstName,
      surname: row.client.surname,
      email: row.client.email,
    },
    changes,
  };
}

/** The pending amendment, locked, applied when approved and marked decided: who it was and what changed. */
async function decideLocked(t: Database, actor: Actor, id: string, approve: boolean, now: Date) {
  const amendment = await lockAmendment(t, actor.firmId, id);
  if (!amendment) return null;
  if (amendment.status !== 'pending')
    throw unprocessable({
      amendment: [`This change was already ${DECIDED[amendment.status]}.`],
    });
  const fields = (amendment.changedFields ?? {}) as Record<string, unknown>;
  if (approve) {
    await updateClient(t, actor.firmId, amendment.clientId, {
      ...columnsOf(fields),
      updatedAt: now,
    });
  }
  await decideAmendment(t, id, approve ? 'approved' : 'rejected', actor.userId, now);
  return { clientId: amendment.clientId, fields: flatten(fields).map(([field]) => field) };
}

const decisionNotice = (approve: boolean, reason: string | undefined) =>
  approve
    ? {
        title: 'Your details were updated',
        body: 'Your firm approved the change to your details you asked for.',
        link: '/tabs/account',
      }
    : {
        title: 'Your change request was not approved',
        body: `Your firm did not approve the change to your details you asked for.${reason ? ` Reason: ${reason}` : ''} Please contact your adviser if you have any questions.`,
        link: '/tabs/account',
      };

/** The clients' change requests to their details, and the firm's decision on each. */
export function amendmentFlows({ services, db }: ClientAdminContext) {
  return {
    async amendmentPage(viewer: Viewer, query: Parameters<typeof listAmendments>[2]) {
      const rows = await listAmendments(db, viewer, query);
      return tablePage(rows, query, toAdminAmendment);
    },

    async getAmendment(firmId: string, id: string) {
      const row = await findAmendment(db, firmId, id);
      if (!row) throw notFound('Amendment');
      return toAdminAmendment(row);
    },

    /**
     * Approves (applies the changed fields to the profile) or rejects a pending amendment, in one
     * transaction with the amendment locked; either way the client is told in their notifications.
     */
    async decideClientAmendment(actor: Actor, id: string, decision: Decision) {
      const deps = actingAt(services, actor);
      const decided = await deps.db.transaction((t) =>
        decideLocked(t, actor, id, decision.approve, deps.now),
      );
      if (!decided) throw notFound('Amendment');
      const reason = decision.approve ? undefined : decision.reason?.trim() || undefined;
      await notifyClients(
        deps.db,
        actor.firmId,
        { clientIds: [decided.clientId] },
        decisionNotice(decision.approve, reason),
        deps.now,
      );
      const row = await findAmendment(deps.db, actor.firmId, id);
      await audit(
        deps,
        actor,
        decision.approve ? 'admin.amendment.approve' : 'admin.amendment.reject',
        row?.client.email ?? '',
        { amendment: id, client: decided.clientId, fields: decided.fields, ...(reason ? { reason } : {}) },
      );
      return toAdminAmendment(row!);
    },
  };
}
