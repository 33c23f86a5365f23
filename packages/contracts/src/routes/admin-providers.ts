import { StaffDone } from '../admin';
import {
  AdminProvider,
  AdminProviderCreate,
  AdminProviderList,
  AdminProviderQuery,
  AdminProviderUpdate,
} from '../admin-providers';
import { IMAGE_BODY_BYTES } from '../body-bounds';
import { IdParams } from '../common';
import { defineRoutes } from '../route';

const tags = ['admin: providers'];

/** Back-office calls of providers: staff (adviser or admin), scoped to the caller's firm, every change audited. */
export const adminProviderRoutes = defineRoutes(
  { tags, scope: 'staff' },
  {
    adminListProviders: {
      method: 'GET',
      path: '/admin/providers',
      summary: 'The firm’s providers (search the name; sort name or created_at)',
      description: 'Each with `policy_count` and `panel_count`.',
      querystring: AdminProviderQuery,
      responses: { 200: AdminProviderList },
    },
    adminCreateProvider: {
      method: 'POST',
      path: '/admin/providers',
      summary: 'Add a provider (name unique in the firm)',
      description:
        'The name is unique in the firm, case aside (422 `name`). `website`: http(s) or null. `logo`: an `https:` ' +
        'address (not `.svg`) or a `data:image/png|jpeg|webp;base64,…` URL of at most 200 KB whose bytes are that ' +
        'image type (checked by signature, re-encoded; SVG never), or null (422 `logo`). Audited ' +
        '`admin.provider.create`.',
      body: AdminProviderCreate,
      bodyBounds: { maxBytes: IMAGE_BODY_BYTES },
      responses: { 201: AdminProvider },
    },
    adminGetProvider: {
      method: 'GET',
      path: '/admin/providers/:id',
      summary: 'A provider',
      params: IdParams,
      responses: { 200: AdminProvider },
    },
    adminUpdateProvider: {
      method: 'PATCH',
      path: '/admin/providers/:id',
      summary: 'Change a provider (only the fields sent)',
      description: 'The same rules as adding one. Audited `admin.provider.update`.',
      params: IdParams,
      body: AdminProviderUpdate,
      bodyBounds: { maxBytes: IMAGE_BODY_BYTES },
      responses: { 200: AdminProvider },
    },
    adminDeleteProvider: {
      method: 'DELETE',
      path: '/admin/providers/:id',
      summary: 'Delete a provider nothing uses (no policies, panels or provider reports)',
      description: 'A provider in use answers 422 `provider`. Audited `admin.provider.delete`.',
      params: IdParams,
      responses: { 200: StaffDone },
    },
  },
);
