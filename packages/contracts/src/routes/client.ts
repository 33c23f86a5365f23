import { Client, ClientUpdateRequest } from '../client';
import { ErrorBody } from '../common';
import { defineRoutes } from '../route';

const tags = ['client'];
/** The caller's profile is gone (it cannot be named in the path). */
const noProfile = { 404: ErrorBody };

/** The signed-in client's profile, and the changes they ask the firm for. */
export const clientRoutes = defineRoutes(
  { tags, scope: 'client' },
  {
    viewClient: {
      method: 'GET',
      path: '/client',
      summary: "The signed-in client's profile",
      responses: { 200: Client, ...noProfile },
    },
    requestClientChange: {
      method: 'PUT',
      path: '/client',
      summary: 'Ask the firm to change profile fields (pending until the firm approves)',
      description:
        '`changedFields` holds only the fields to change, in the names of GET /v1/client (email is not ' +
        'editable). The change is merged into any change still pending; answers the profile, as stored, ' +
        'with `pending_amendment: true`. Field errors are named like `changedFields.address.postcode`. ' +
        'Audited with the field names only.',
      body: ClientUpdateRequest,
      responses: { 200: Client, ...noProfile },
    },
  },
);
