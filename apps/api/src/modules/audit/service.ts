import type { TableQuery } from '@sextant/contracts/admin';
import type { AdminAuditEvent, AdminAuditPage } from '@sextant/contracts/admin-audit';
import type { Database } from '@/db/client';
import { tablePage } from '@/db/table';
import { unprocessable } from '@/shared/errors';
import { firmActions, listFirmEvents } from './repository';

export interface AuditQuery extends TableQuery<'created_at'> {
  action?: string | undefined;
  actor?: string | undefined;
  subject?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const HOUR_MS = 3_600_000;
const ukHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The start of a calendar day in the UK, as an instant. UK time is UTC or UTC+1, and the clocks change
 * at 01:00 UTC, so the hour the UK shows at the day's UTC midnight is the offset.
 */
export function ukDayStart(date: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  const offsetHours = Number(ukHour.format(utcMidnight)) % 24;
  return new Date(utcMidnight.getTime() - offsetHours * HOUR_MS);
}

const nextDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/** Details are stored as JSON; anything that is not an object is shown under `value`. */
const detailsOf = (details: unknown): Record<string, unknown> | null =>
  details === null || details === undefined
    ? null
    : typeof details === 'object' && !Array.isArray(details)
      ? (details as Record<string, unknown>)
      : { value: details };

/** The firm's audit log, read in the back office. */
export function createAuditService(db: Database) {
  return {
    async list(firmId: string, query: AuditQuery): Promise<AdminAuditPage> {
      if (query.from && query.to && query.from > query.to) {
        throw unprocessable({ to: ['The end date cannot be before the start date.'] });
      }
      const rows = await listFirmEvents(db, firmId, {
        ...query,
        actorId: query.actor,
        fromAt: query.from ? ukDayStart(query.from) : undefined,
        beforeAt: query.to ? ukDayStart(nextDay(query.to)) : undefined,
      });
      return tablePage(
        rows,
        query,
        (row): AdminAuditEvent => ({
          id: Number(row.id),
          created_at: row.createdAt.toISOString(),
          action: row.action,
          actor:
            row.actorId && row.actorRole
              ? {
                  uuid: row.actorId,
                  name: `${row.actorFirstName ?? ''} ${row.actorSurname ?? ''}`.trim(),
                  email: row.actorEmail ?? '',
                  role: row.actorRole,
                }
              : null,
          subject: row.subject,
          ip: row.ip,
          device_id: row.deviceId,
          details: detailsOf(row.details),
        }),
      );
    },

    /** The actions the firm's log holds, for the filter. */
    actions: async (firmId: string) => ({ items: await firmActions(db, firmId) }),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
