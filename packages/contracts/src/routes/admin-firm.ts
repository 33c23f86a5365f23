import { AdminFirm, AdminFirmUpdate } from '../admin-firm';
import { uploadBody } from '../body-bounds';
import { ErrorBody } from '../common';
import { defineRoutes } from '../route';
import { LOGO_MAX_BYTES } from '../rules/logo';

const tags = ['admin: firm'];
/** The caller's firm is gone (it cannot be named in the path). */
const noFirm = { 404: ErrorBody };

/**
 * The firm's profile as clients see it (`GET /v1/firm`): every staff member may read it, only admins change
 * it (an adviser gets 401 on the writes). Every change is audited.
 */
export const adminFirmRoutes = defineRoutes(
  { tags, scope: 'admin' },
  {
    adminViewFirm: {
      method: 'GET',
      path: '/admin/firm',
      scope: 'staff',
      summary: "The caller's firm: name, logo, bio, FCA registration, support address",
      responses: { 200: AdminFirm, ...noFirm },
    },
    adminUpdateFirm: {
      method: 'PATCH',
      path: '/admin/firm',
      summary:
        'Change the firm profile (admins): any of name, bio (plain text), FCA number and date, support email',
      description:
        'The bio is at most 5,000 characters, shown with its line breaks and never as HTML; the FCA number has ' +
        '6–7 digits; the registration date is not after today in the UK. Audited as `admin.firm.update` with ' +
        'old and new values (the bio by name only).',
      body: AdminFirmUpdate,
      responses: { 200: AdminFirm, ...noFirm },
    },
    adminSetFirmLogo: {
      method: 'POST',
      path: '/admin/firm/logo',
      summary:
        'Upload the firm logo (admins): multipart field `file`, PNG, JPEG or WebP by content, at most 200 KB',
      description:
        'The type is told by the first bytes (never SVG); the logo is stored as a `data:` URL. Audited as ' +
        '`admin.firm.logo.set`.',
      bodyBounds: uploadBody(LOGO_MAX_BYTES, 0),
      responses: { 200: AdminFirm, ...noFirm, 422: ErrorBody },
    },
    adminRemoveFirmLogo: {
      method: 'DELETE',
      path: '/admin/firm/logo',
      summary: 'Remove the firm logo (admins)',
      description: 'Audited as `admin.firm.logo.remove`.',
      responses: { 200: AdminFirm, ...noFirm },
    },
  },
);
