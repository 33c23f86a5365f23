import { ErrorBody } from '../common';
import { Firm } from '../firm';
import { defineRoutes } from '../route';

/** The signed-in client's firm. */
export const firmRoutes = defineRoutes(
  { tags: ['firm'], scope: 'client' },
  {
    viewFirm: {
      method: 'GET',
      path: '/firm',
      summary: "The signed-in client's firm",
      description: 'Changes made in the back office show at once.',
      responses: { 200: Firm, 404: ErrorBody },
    },
  },
);
