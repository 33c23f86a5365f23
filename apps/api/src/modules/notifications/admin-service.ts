import type { TablePage } from '@sextant/contracts/admin';
import {
  type AdminNotificationQuery,
  type AdminSentNotification,
  type NotificationRecipient,
  type NotificationSent,
  RECIPIENT_LIMIT,
  type SendNotificationRequest,
} from '@sextant/contracts/admin-notifications';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { unprocessable } from '@/shared/errors';
import { notifyClients } from '@/shared/notify/repository';
import { findFirmClient } from '@/shared/people/repository';
import * as repo from './admin-repository';

const fullName = (person: { firstName: string; surname: string }) =>
  `${person.firstName} ${person.surname}`.trim();

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What staff send to clients, and its history. */
export function createNotificationAdminService(db: Database) {
  /**
   * Puts the notification in the inbox of one active client of the firm or of all of them, and records it
   * in the audit log (which is also the history of what staff sent). A client id that is not an active
   * client of the firm is refused alike whether it is unknown or another firm's.
   */
  async function send(
    actor: Actor,
    request: z.output<typeof SendNotificationRequest>,
  ): Promise<NotificationSent> {
    const link = request.link ? request.link : null;
    const { audience } = request;
    const found =
      audience.type === 'client' ? await findFirmClient(db, actor.firmId, audience.client_id) : null;
    const client = found?.active ? found : null;
    if (audience.type === 'client' && !client) {
      throw unprocessable({ 'audience.client_id': ['Choose an active client of the firm.'] });
    }
    const notification = { title: request.title, body: request.body, link };
    const sent = await db.transaction(async (t) => {
      const count = await notifyClients(
        t,
        actor.firmId,
        client ? { clientIds: [client.id] } : 'all',
        notification,
        actor.now,
      );
      await recordAudit(t, {
        action: repo.SEND_ACTION,
        ...auditedBy(actor),
        subject: client ? client.id : 'all',
        details: {
          ...notification,
          audience: {
            type: audience.type,
            client_id: client?.id ?? null,
            client_name: client ? fullName(client) : null,
          },
          sent: count,
        },
      });
      return count;
    });
    return { sent };
  }

  /** What staff sent, read back from the audit rows (details as `send` wrote them). */
  async function history(
    firmId: string,
    query: AdminNotificationQuery,
  ): Promise<TablePage<AdminSentNotification>> {
    const rows = await repo.listSent(db, firmId, query);
    const total = rows[0]?.total ?? (query.page > 1 ? await repo.countSent(db, firmId, query.q) : 0);
    return {
      items: rows.map((row) => {
        const details = (row.details ?? {}) as Record<string, unknown>;
        const audience = (details.audience ?? {}) as Record<string, unknown>;
        return {
          id: row.id,
          sent_at: row.createdAt.toISOString(),
          title: text(details.title),
          body: text(details.body),
          link: text(details.link) || null,
          audience: {
            type: audience.type === 'client' ? 'client' : 'all',
            client_id: text(audience.client_id) || null,
            client_name: text(audience.client_name) || null,
          },
          sent: typeof details.sent === 'number' ? details.sent : 0,
          sent_by:
            row.actorFirstName !== null && row.actorSurname !== null
              ? fullName({ firstName: row.actorFirstName, surname: row.actorSurname })
              : null,
        };
      }),
      total: Number(total),
      page: query.page,
      per_page: query.per_page,
    };
  }

  async function recipients(firmId: string, q: string | undefined) {
    const rows = await repo.searchActiveClients(db, firmId, q, RECIPIENT_LIMIT);
    return {
      items: rows.map(
        (row): NotificationRecipient => ({ uuid: row.id, name: fullName(row), email: row.email }),
      ),
    };
  }

  return { send, history, recipients };
}
export type NotificationAdminService = ReturnType<typeof createNotificationAdminService>;
