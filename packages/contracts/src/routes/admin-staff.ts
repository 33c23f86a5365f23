import { StaffMe } from '../admin';
import {
  AdminStaffCreate,
  AdminStaffInvite,
  AdminStaffList,
  AdminStaffMember,
  AdminStaffQuery,
  AdminStaffRoleUpdate,
} from '../admin-staff';
import { IdParams } from '../common';
import { defineRoutes } from '../route';

const tags = ['admin: staff'];

/**
 * The signed-in staff member, and managing the firm's staff: admins only (an adviser's session answers 401).
 * Every change is audited (`admin.staff.create|invite|role|deactivate|reactivate`).
 */
export const adminStaffRoutes = defineRoutes(
  { tags, scope: 'admin' },
  {
    adminMe: {
      method: 'GET',
      path: '/admin/me',
      scope: 'staff',
      summary: 'The signed-in staff member and their firm',
      responses: { 200: StaffMe },
    },
    adminListStaff: {
      method: 'GET',
      path: '/admin/staff',
      summary: "The firm's staff (admins only)",
      querystring: AdminStaffQuery,
      responses: { 200: AdminStaffList },
    },
    adminCreateStaff: {
      method: 'POST',
      path: '/admin/staff',
      summary: 'Add a staff member and mail them a one-time password set-up link (admins only)',
      description:
        'Answers the staff member and the link (shown once). They set a password on the invite page, ' +
        'then set up two-factor authentication at their first sign-in.',
      body: AdminStaffCreate,
      responses: { 201: AdminStaffInvite },
    },
    adminSetStaffRole: {
      method: 'PUT',
      path: '/admin/staff/:id/role',
      summary: "Change a staff member's role (admins only; not your own)",
      description:
        "Applies at once; a demotion ends the staff member's sessions. Demoting yourself is 422 `staff`.",
      params: IdParams,
      body: AdminStaffRoleUpdate,
      responses: { 200: AdminStaffMember },
    },
    adminDeactivateStaff: {
      method: 'POST',
      path: '/admin/staff/:id/deactivate',
      summary: 'Deactivate a staff member: ends their sessions (admins only; not yourself)',
      description: 'Outstanding set-up links stop working too. Deactivating yourself is 422 `staff`.',
      params: IdParams,
      responses: { 200: AdminStaffMember },
    },
    adminReactivateStaff: {
      method: 'POST',
      path: '/admin/staff/:id/reactivate',
      summary: 'Reactivate a staff member (admins only)',
      params: IdParams,
      responses: { 200: AdminStaffMember },
    },
    adminInviteStaff: {
      method: 'POST',
      path: '/admin/staff/:id/invite',
      summary: 'Mail the password set-up link again; the earlier one stops working (admins only)',
      description: 'Refused (422) once the staff member has set a password, and for one deactivated.',
      params: IdParams,
      responses: { 200: AdminStaffInvite },
    },
  },
);
