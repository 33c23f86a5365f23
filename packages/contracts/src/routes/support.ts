import { Done, SupportReasons, SupportRequest } from '../auth';
import { FORM_BODY } from '../body-bounds';
import { ErrorBody } from '../common';
import { defineRoutes } from '../route';

const tags = ['support'];

/** Help with signing in, asked before sign-in (so the firm is known only from the email). */
export const supportRoutes = defineRoutes(
  { tags, scope: 'public' },
  {
    supportReasons: {
      method: 'GET',
      path: '/user/get-contact-support-reasons',
      summary: 'Reasons a visitor can pick when asking for help',
      description:
        'The shared reasons, and the firm’s own when the deployment serves one firm (with several, the firm is ' +
        'unknown before sign-in).',
      responses: { 200: SupportReasons },
    },
    contactSupport: {
      method: 'POST',
      path: '/user/contact-support',
      summary: 'Ask the firm for help signing in',
      description:
        'The same answer whether or not an account has the email; the firm of the account named gets the request ' +
        'by mail. Limited per IP and per email named.',
      body: SupportRequest,
      bodyBounds: FORM_BODY,
      responses: { 200: Done, 429: ErrorBody },
    },
  },
);
