import type { StaffProfile } from '@sextant/contracts/admin-service';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { HttpError, notFound, unprocessable } from '@/shared/errors';
import { imageTypeOf } from '@/shared/images';
import * as repo from './repository';

const PHOTO_MAX_BYTES = 200 * 1024;

/** A photo must be a PNG, JPEG or WebP data URL whose bytes are what it says, of at most 200 KB. */
function checkPhoto(dataUrl: string): string | null {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return 'The photo must be a PNG, JPEG or WebP image.';
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) return 'The photo can be at most 200 KB.';
  if (imageTypeOf(bytes) !== match[1]) return 'The photo must be a PNG, JPEG or WebP image.';
  return null;
}

/** The adviser's profile the clients see: job title, phone, booking link and photo. */
export function staffProfileFlows(db: Database) {
  return {
    async staffProfile(firmId: string, staffId: string): Promise<StaffProfile> {
      const staff = await repo.findFirmStaff(db, firmId, staffId);
      if (!staff) throw notFound('The staff member');
      return {
        job_title: staff.jobTitle,
        phone: staff.phone,
        booking_url: staff.bookingUrl,
        photo: staff.photo,
      };
    },

    async updateStaffProfile(actor: Actor, staffId: string, profile: StaffProfile): Promise<StaffProfile> {
      const staff = await repo.findFirmStaff(db, actor.firmId, staffId);
      if (!staff) throw notFound('The staff member');
      if (actor.role !== 'admin' && actor.userId !== staffId) {
        throw new HttpError(403, 'Only an admin can change another staff member’s profile.');
      }
      const photoProblem = profile.photo === null ? null : checkPhoto(profile.photo);
      if (photoProblem) throw unprocessable({ photo: [photoProblem] });
      const clean = (value: string | null) => (value?.trim() ? value.trim() : null);
      await db.transaction(async (tx) => {
        await repo.setStaffProfile(tx, staffId, {
          jobTitle: clean(profile.job_title),
          phone: clean(profile.phone),
          bookingUrl: clean(profile.booking_url),
          photo: profile.photo,
        });
        await recordAudit(tx, { action: 'admin.staff.profile', ...auditedBy(actor), subject: staffId });
      });
      const saved = await repo.findFirmStaff(db, actor.firmId, staffId);
      return {
        job_title: saved!.jobTitle,
        phone: saved!.phone,
        booking_url: saved!.bookingUrl,
        photo: saved!.photo,
      };
    },
  };
}
