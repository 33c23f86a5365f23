import { z } from 'zod';
import { StaffRole, tablePage, tableQuery } from './admin';
import { Email } from './auth';
import { PersonName } from './client';
import { Uuid } from './common';

/** `invited`: no password set yet; `active`: can sign in; `inactive`: deactivated. */
export const StaffStatus = z.enum(['invited', 'active', 'inactive']);
export type StaffStatus = z.infer<typeof StaffStatus>;

export const STAFF_SORTS = ['name', 'email', 'role', 'created_at'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

/** `GET /v1/admin/staff`. */
export const AdminStaffQuery = tableQuery(STAFF_SORTS, 'name').extend({ status: StaffStatus.optional() });

export const AdminStaffMember = z
  .object({
    uuid: Uuid,
    email: z.string(),
    first_name: z.string(),
    surname: z.string(),
    role: StaffRole,
    status: StaffStatus,
    mfa_configured: z.boolean(),
    last_sign_in: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminStaffMember' });
export type AdminStaffMember = z.infer<typeof AdminStaffMember>;

export const AdminStaffList = tablePage(AdminStaffMember).meta({ id: 'AdminStaffList' });
export type AdminStaffList = z.infer<typeof AdminStaffList>;

/** `POST /v1/admin/staff`: a staff member of the admin's firm, without a password. */
export const AdminStaffCreate = z.strictObject({
  email: Email,
  first_name: PersonName('first_name'),
  surname: PersonName('surname'),
  role: StaffRole,
});
export type AdminStaffCreate = z.input<typeof AdminStaffCreate>;

/**
 * The staff member and their one-time password set-up link (also mailed to them): shown once, valid
 * 14 days, and replaced by the next one sent.
 */
export const AdminStaffInvite = z
  .object({ staff: AdminStaffMember, invite_link: z.string() })
  .meta({ id: 'AdminStaffInvite' });
export type AdminStaffInvite = z.infer<typeof AdminStaffInvite>;

/** `PUT /v1/admin/staff/{id}/role`. */
export const AdminStaffRoleUpdate = z.object({ role: StaffRole });
