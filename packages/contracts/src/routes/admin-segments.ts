import { StaffDone } from '../admin';
import { ReviewSegment, ReviewSegmentInput, ReviewSegmentList } from '../admin-segments';
import { ErrorBody, IdParams } from '../common';
import { defineRoutes } from '../route';

const tags = ['admin: review segments'];

/** The firm's review segments: every staff member reads them; admins change them. */
export const adminSegmentRoutes = defineRoutes(
  { tags, scope: 'staff' },
  {
    adminListSegments: {
      method: 'GET',
      path: '/admin/segments',
      summary: 'The firm’s review segments, the default first, with the active clients in each',
      responses: { 200: ReviewSegmentList },
    },
    adminCreateSegment: {
      method: 'POST',
      path: '/admin/segments',
      scope: 'admin',
      summary: 'Add a review segment (name unique in the firm, interval 1 to 60 months)',
      description:
        'The name is unique in the firm, case aside (422 `name`). `is_default: true` makes it the segment of ' +
        'every client without one. A client’s next review is set this many months after their last one. ' +
        'Audited `admin.segment.create`.',
      body: ReviewSegmentInput,
      responses: { 201: ReviewSegment },
    },
    adminUpdateSegment: {
      method: 'PUT',
      path: '/admin/segments/:id',
      scope: 'admin',
      summary: 'Change a review segment',
      description:
        'The default cannot be unset, only moved by making another segment the default (422 `is_default`). A ' +
        'new interval applies from each client’s next ended review. Audited `admin.segment.update`.',
      params: IdParams,
      body: ReviewSegmentInput,
      responses: { 200: ReviewSegment },
    },
    adminDeleteSegment: {
      method: 'DELETE',
      path: '/admin/segments/:id',
      scope: 'admin',
      summary: 'Delete a segment no client is in (never the default)',
      description: 'The default or a segment with clients answers 409. Audited `admin.segment.delete`.',
      params: IdParams,
      responses: { 200: StaffDone, 409: ErrorBody },
    },
  },
);
