import { ClientWatchers, WatchRequest } from '../admin-watchers';
import { IdParams } from '../common';
import { defineRoutes } from '../route';

/** Staff who follow a client besides their adviser: each watches or stops for themselves. */
export const adminWatcherRoutes = defineRoutes(
  { tags: ['admin: clients'], scope: 'staff' },
  {
    adminClientWatchers: {
      method: 'GET',
      path: '/admin/clients/:id/watchers',
      summary: 'Who watches the client (emailed when they write), and whether you do',
      params: IdParams,
      responses: { 200: ClientWatchers },
    },
    adminWatchClient: {
      method: 'PUT',
      path: '/admin/clients/:id/watchers/me',
      summary: 'Watch the client, or stop',
      description:
        'A watcher is emailed, as the assignee is, when the client starts a thread or replies: the client’s ' +
        'name and a link, never the message. Audited `admin.client.watch`.',
      params: IdParams,
      body: WatchRequest,
      responses: { 200: ClientWatchers },
    },
  },
);
