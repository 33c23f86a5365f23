import {
  type ClientExport,
  EMAIL_PREFERENCE_KINDS,
  type EmailPreferences,
  EXPORT_KEEP_HOURS,
} from '@sextant/contracts/client-data';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import type { Clock } from '@/shared/clock';
import { notFound } from '@/shared/errors';
import { zipFiles } from '@/shared/zip';
import { exportFiles } from './export-files';
import * as repo from './repository';

const HOUR_MS = 3_600_000;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toClientExport(row: NonNullable<Awaited<ReturnType<typeof repo.latestExport>>>): ClientExport {
  return {
    uuid: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    ready_at: iso(row.readyAt),
    expires_at: row.expiresAt.toISOString(),
    size: row.size,
  };
}

/** The client's own data, built in the background, and the optional emails they choose. */
export function createClientDataService(deps: {
  db: Database;
  clock: Clock;
  enqueueBuild: (exportId: string, clientId: string, firmId: string) => Promise<void>;
}) {
  const { db, clock } = deps;
  return {
    /** Starts an export, or answers the one building: one at a time a client. */
    async start(actor: Actor): Promise<ClientExport> {
      const latest = await repo.latestExport(db, actor.userId, actor.now);
      if (latest?.status === 'building') return toClientExport(latest);
      const id = await db.transaction(async (tx) => {
        const created = await repo.insertExport(tx, {
          clientId: actor.userId,
          firmId: actor.firmId,
          createdAt: actor.now,
          expiresAt: new Date(actor.now.getTime() + EXPORT_KEEP_HOURS * HOUR_MS),
        });
        if (created)
          await recordAudit(tx, { action: 'client.export', ...auditedBy(actor), subject: created });
        return created;
      });
      if (id) await deps.enqueueBuild(id, actor.userId, actor.firmId);
      return toClientExport((await repo.latestExport(db, actor.userId, actor.now))!);
    },

    async state(clientId: string): Promise<ClientExport> {
      const latest = await repo.latestExport(db, clientId, clock());
      if (!latest) throw notFound('An export');
      return toClientExport(latest);
    },

    async file(clientId: string) {
      const file = await repo.exportFile(db, clientId, clock());
      if (!file) throw notFound('A finished export');
      return file;
    },

    /** The job's work: reads everything of the client and stores the ZIP for 24 hours. */
    async build(exportId: string, clientId: string) {
      const now = clock();
      const zip = zipFiles(exportFiles(await repo.everythingOf(db, clientId), now), now);
      await repo.finishExport(db, exportId, zip, now, new Date(now.getTime() + EXPORT_KEEP_HOURS * HOUR_MS));
    },

    async fail(exportId: string) {
      await repo.failExport(db, exportId);
    },

    prune: () => repo.pruneExports(db, clock()),

    async emailPreferences(clientId: string): Promise<EmailPreferences> {
      const optOut = await repo.emailOptOutOf(db, clientId);
      return Object.fromEntries(
        EMAIL_PREFERENCE_KINDS.map((kind) => [kind, !optOut.includes(kind)]),
      ) as EmailPreferences;
    },

    async setEmailPreferences(actor: Actor, preferences: EmailPreferences): Promise<EmailPreferences> {
      const optOut = EMAIL_PREFERENCE_KINDS.filter((kind) => !preferences[kind]);
      await db.transaction(async (tx) => {
        await repo.setEmailOptOut(tx, actor.userId, optOut);
        await recordAudit(tx, {
          action: 'client.email_preferences',
          ...auditedBy(actor),
          details: { off: optOut },
        });
      });
      return preferences;
    },
  };
}
export type ClientDataService = ReturnType<typeof createClientDataService>;
