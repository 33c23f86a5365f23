import { AdminTermsList, AdminTermsPublish, AdminTermsVersion } from '../admin-terms';
import { LONG_TEXT_BODY_BYTES } from '../body-bounds';
import { defineRoutes } from '../route';

const tags = ['admin: terms'];

/** The firm's terms versions in the back office. */
export const adminTermsRoutes = defineRoutes(
  { tags, scope: 'staff' },
  {
    adminListTerms: {
      method: 'GET',
      path: '/admin/terms',
      summary: 'The firm’s terms versions, newest first, with acceptance counts among active clients',
      description: '`latest_text` is the whole text of the latest version, to start the next one from.',
      responses: { 200: AdminTermsList },
    },
    adminPublishTerms: {
      method: 'POST',
      path: '/admin/terms',
      scope: 'admin',
      summary: 'Publish a new terms version (admins): every client must accept it before using the app again',
      description:
        'Plain text of 1–200,000 characters; the version is the highest so far plus one. Clients who have not ' +
        'accepted it get 401 on data calls and `terms_accepted: false` until `PUT /v1/user/terms/agree`.',
      body: AdminTermsPublish,
      bodyBounds: { maxBytes: LONG_TEXT_BODY_BYTES },
      responses: { 201: AdminTermsVersion },
    },
  },
);
