import { z } from 'zod';
import {
  AdminSupportReason,
  AdminSupportReasonCreate,
  AdminSupportReasonList,
  AdminSupportReasonUpdate,
  AdminSupportRequest,
  AdminSupportRequestList,
  AdminSupportRequestsQuery,
} from '../admin-support';
import { IdParams } from '../common';
import { defineRoutes } from '../route';

const tags = ['admin: support'];

/**
 * Support requests from the sign-in page and the reasons offered there. Every change is audited
 * (`admin.support.resolve`, `admin.support_reason.create|update`).
 */
export const adminSupportRoutes = defineRoutes(
  { tags, scope: 'staff' },
  {
    adminListSupportRequests: {
      method: 'GET',
      path: '/admin/support-requests',
      summary: "Requests for help naming the firm's clients or staff (open by default), newest first",
      description: '`q` searches the name and email; `client_uuid` is set when the email is a client’s.',
      querystring: AdminSupportRequestsQuery,
      responses: { 200: AdminSupportRequestList },
    },
    adminResolveSupportRequest: {
      method: 'POST',
      path: '/admin/support-requests/:id/resolve',
      summary: 'Mark a support request resolved',
      description: 'One already resolved answers 422.',
      params: IdParams,
      responses: { 200: AdminSupportRequest },
    },
    adminListSupportReasons: {
      method: 'GET',
      path: '/admin/support-reasons',
      summary: 'The reasons: shared ones (read-only) and the firm’s own, in order',
      responses: { 200: AdminSupportReasonList },
    },
    adminAddSupportReason: {
      method: 'POST',
      path: '/admin/support-reasons',
      summary: 'Add a reason of the firm’s own (last, active)',
      description: 'A label already offered (shared ones included, whatever its case) answers 422 `label`.',
      body: AdminSupportReasonCreate,
      responses: { 201: AdminSupportReason },
    },
    adminUpdateSupportReason: {
      method: 'PATCH',
      path: '/admin/support-reasons/:id',
      summary: 'Rename, move, or switch off one of the firm’s own reasons',
      description: 'A shared reason is read-only: 422.',
      params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
      body: AdminSupportReasonUpdate,
      responses: { 200: AdminSupportReason },
    },
  },
);
