import type { AdminFirm, AdminFirmUpdate } from '@sextant/contracts/admin-firm';
import type { Database } from '@/db/client';
import type { firms } from '@/db/schema/index';
import type { Actor } from '@/shared/actor';
import { recordAudit } from '@/shared/audit/repository';
import { ukToday } from '@/shared/clock';
import { notFound, unprocessable } from '@/shared/errors';
import { type FirmChanges, updateFirm } from './admin-repository';
import { checkLogo } from './logo';
import { findFirm } from './repository';

type FirmRow = typeof firms.$inferSelect;

const toAdminFirm = (firm: FirmRow): AdminFirm => ({
  uuid: firm.id,
  name: firm.name,
  logo: firm.logo,
  bio: firm.bio,
  fca_number: firm.fcaNumber,
  fca_registered_date: firm.fcaRegisteredDate,
  support_email: firm.supportEmail,
});

/** The calendar day in the UK (the firm's register and its staff are there). */

const FIELDS = {
  name: 'name',
  bio: 'bio',
  fca_number: 'fcaNumber',
  fca_registered_date: 'fcaRegisteredDate',
  support_email: 'supportEmail',
} as const satisfies Record<keyof AdminFirmUpdate, keyof FirmChanges>;

/** The firm's profile in the back office: every staff member reads it, admins change it. */
export function createFirmAdminService(db: Database) {
  return {
    async get(firmId: string): Promise<AdminFirm> {
      const firm = await findFirm(db, firmId);
      if (!firm) throw notFound('Firm');
      return toAdminFirm(firm);
    },

    /** Saves the fields sent; audits which changed, with old and new values (the bio only by name). */
    async updateProfile(caller: Actor, update: AdminFirmUpdate): Promise<AdminFirm> {
      if (update.fca_registered_date && update.fca_registered_date > ukToday(caller.now)) {
        throw unprocessable({ fca_registered_date: ['The registration date cannot be in the future.'] });
      }
      const before = await findFirm(db, caller.firmId);
      if (!before) throw notFound('Firm');
      const changes: FirmChanges = {};
      const audit: Record<string, unknown> = {};
      for (const field of Object.keys(FIELDS) as Array<keyof AdminFirmUpdate>) {
        const column = FIELDS[field];
        const value = update[field];
        if (value === undefined || value === before[column]) continue;
        changes[column] = value;
        audit[field] = field === 'bio' ? { changed: true } : { from: before[column], to: value };
      }
      const after = await updateFirm(db, caller.firmId, changes);
      if (!after) throw notFound('Firm');
      if (Object.keys(changes).length > 0) {
        await recordAudit(db, {
          action: 'admin.firm.update',
          firmId: caller.firmId,
          actorId: caller.userId,
          ip: caller.ip,
          details: { changes: audit },
          at: caller.now,
        });
      }
      return toAdminFirm(after);
    },

    async setLogo(caller: Actor, file: unknown): Promise<AdminFirm> {
      const logo = checkLogo(file);
      if (!logo.ok) throw unprocessable({ file: [logo.message] });
      const after = await updateFirm(db, caller.firmId, { logo: logo.dataUrl });
      if (!after) throw notFound('Firm');
      await recordAudit(db, {
        action: 'admin.firm.logo.set',
        firmId: caller.firmId,
        actorId: caller.userId,
        ip: caller.ip,
        details: { type: logo.type, bytes: (file as Buffer).length },
        at: caller.now,
      });
      return toAdminFirm(after);
    },

    async removeLogo(caller: Actor): Promise<AdminFirm> {
      const after = await updateFirm(db, caller.firmId, { logo: null });
      if (!after) throw notFound('Firm');
      await recordAudit(db, {
        action: 'admin.firm.logo.remove',
        firmId: caller.firmId,
        actorId: caller.userId,
        ip: caller.ip,
        at: caller.now,
      });
      return toAdminFirm(after);
    },
  };
}
export type FirmAdminService = ReturnType<typeof createFirmAdminService>;
