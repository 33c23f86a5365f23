import { Terms, TermsAgreed, UserTerms } from '../auth';
import { ErrorBody } from '../common';
import { defineRoutes } from '../route';

const tags = ['terms'];
/** A firm that has published no terms yet. */
const noTerms = { 404: ErrorBody };

/**
 * The firm's terms for a signed-in client, whether accepted or not: a client who has not accepted the latest
 * version gets 401 on every data call and `terms_accepted: false` until they agree.
 */
export const termsRoutes = defineRoutes(
  { tags, scope: 'verifiedClient' },
  {
    latestTerms: {
      method: 'GET',
      path: '/terms',
      summary: "The firm's latest terms",
      responses: { 200: Terms, ...noTerms },
    },
    userTerms: {
      method: 'GET',
      path: '/user/terms',
      summary: 'The latest terms and whether the caller accepted them',
      responses: { 200: UserTerms, ...noTerms },
    },
    agreeTerms: {
      method: 'PUT',
      path: '/user/terms/agree',
      summary: 'Accept the latest terms (version, time and IP recorded)',
      responses: { 200: TermsAgreed, ...noTerms },
    },
  },
);
