import { AdminCover, AdminCoverCreate, AdminCoverList } from '../admin-cover';
import { IdParams } from '../common';
import { defineRoutes } from '../route';

/**
 * Holiday cover, arranged by admins: while a cover runs (today in London within its dates, not cancelled)
 * the covering adviser is the adviser of the away adviser's clients for new client threads, the emails that
 * a client wrote, and their `adviser=me` lists and My work. It ends by itself. Audited
 * (`admin.cover.create|cancel`).
 */
export const adminCoverRoutes = defineRoutes(
  { tags: ['admin: cover'], scope: 'admin' },
  {
    adminListCover: {
      method: 'GET',
      path: '/admin/cover',
      summary: 'Covers running today and to come, soonest first (admins only)',
      responses: { 200: AdminCoverList },
    },
    adminCreateCover: {
      method: 'POST',
      path: '/admin/cover',
      summary:
        'Arrange cover: an adviser’s clients, threads and queue go to another for a period (admins only)',
      description:
        'Refused (422) when the dates are the wrong way round or already past, when either person is not an ' +
        'active adviser or admin of the firm, when both are the same person, and when it overlaps a cover ' +
        'of either of them (the adviser away already, or covering for someone; the cover away).',
      body: AdminCoverCreate,
      responses: { 201: AdminCover },
    },
    adminCancelCover: {
      method: 'POST',
      path: '/admin/cover/:id/cancel',
      summary: 'Cancel a cover now (admins only); one already ended or cancelled answers 422',
      params: IdParams,
      responses: { 200: AdminCover },
    },
  },
);
