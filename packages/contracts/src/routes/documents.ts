import { ActionCentre } from '../action';
import { ClientExport, EmailPreferences } from '../client-data';
import { ErrorBody, IdParams } from '../common';
import {
  ClientDocument,
  DocumentFileQuery,
  DocumentListQuery,
  DocumentPage,
  SignDocumentRequest,
} from '../documents';
import { CheckinRequest, ClientReview, ClientService } from '../reviews';
import { defineRoutes } from '../route';

/**
 * The client's document vault, action centre, annual review and own data. Every call is scoped to the
 * signed-in client: another client's document, review or export answers 404.
 */
export const documentRoutes = defineRoutes(
  { tags: ['documents'], scope: 'client' },
  {
    listDocuments: {
      method: 'GET',
      path: '/document',
      summary: "The client's documents, newest first, 20 a page (filters: category, year, status)",
      description: 'Withdrawn documents and superseded versions are not listed.',
      querystring: DocumentListQuery,
      responses: { 200: DocumentPage },
    },
    viewDocument: {
      method: 'GET',
      path: '/document/:id',
      summary: 'One of the client’s documents',
      params: IdParams,
      responses: { 200: ClientDocument },
    },
    documentFile: {
      method: 'GET',
      path: '/document/:id/file',
      summary: 'The document’s PDF (records it opened, or downloaded with `download=1`)',
      description:
        'Served with `Content-Security-Policy: sandbox`, `nosniff` and `no-store`; inline unless `download=1`.',
      params: IdParams,
      querystring: DocumentFileQuery,
      produces: ['application/pdf'],
      responses: {},
    },
    acknowledgeDocument: {
      method: 'POST',
      path: '/document/:id/acknowledge',
      summary: '“I have read and understood this document”: records the moment, IP, browser and file hash',
      description:
        'A document that needs no acknowledgement, one already acknowledged, or one the client has not opened yet (its file fetched) answers 409.',
      params: IdParams,
      responses: { 200: ClientDocument, 409: ErrorBody },
    },
    signDocument: {
      method: 'POST',
      path: '/document/:id/sign',
      summary: 'Sign a document: the full name as on the account and a fresh authenticator code',
      description:
        'The name matches the account’s first name and surname ignoring case, accents, extra spaces and a ' +
        'title (422 `full_name`); the code must be one not used before (422 `code`). Records the moment, IP, ' +
        'browser, typed name and file hash. A document the client has not opened yet answers 409.',
      params: IdParams,
      body: SignDocumentRequest,
      responses: { 200: ClientDocument, 409: ErrorBody, 429: ErrorBody },
    },
    documentCertificate: {
      method: 'GET',
      path: '/document/:id/evidence.pdf',
      summary:
        'The client’s evidence certificate of a document they acknowledged or signed (PDF): when it was published, opened and signed, from where, and the file’s hash',
      description: 'A document not acknowledged or signed yet answers 409.',
      params: IdParams,
      produces: ['application/pdf'],
      responses: { 409: ErrorBody },
    },
  },
);

/** The action centre: what the client owes, from every feature. */
export const actionRoutes = defineRoutes(
  { tags: ['documents'], scope: 'client' },
  {
    actionCentre: {
      method: 'GET',
      path: '/action',
      scope: 'verifiedClient',
      summary:
        'What the client should do now (documents, terms, the review check-in, messages, a pending change)',
      responses: { 200: ActionCentre },
    },
  },
);

/** The client's adviser and annual review. */
export const reviewRoutes = defineRoutes(
  { tags: ['reviews'], scope: 'client' },
  {
    viewService: {
      method: 'GET',
      path: '/review',
      summary: 'The client’s adviser, next review date and current review with its check-in',
      responses: { 200: ClientService },
    },
    submitCheckin: {
      method: 'POST',
      path: '/review/:id/checkin',
      summary: 'Answer the review check-in (or decline this year’s review with `wants_review: false`)',
      description:
        'Only while the check-in is open (409 otherwise). The client’s adviser (or their cover) and the staff ' +
        'watching the client are emailed that they answered and whether they want the review, none of the ' +
        'answers (unless they turned off “Email me when a client writes”).',
      params: IdParams,
      body: CheckinRequest,
      responses: { 200: ClientReview, 409: ErrorBody },
    },
  },
);

/** The client's own data (UK GDPR Articles 15 and 20) and the emails they choose. */
export const clientDataRoutes = defineRoutes(
  { tags: ['client'], scope: 'client' },
  {
    startExport: {
      method: 'POST',
      path: '/client/export',
      summary: 'Start building a ZIP of everything the firm holds on the client (or answer the one building)',
      description: 'One export at a time; a finished one is kept for 24 hours. Audited as `client.export`.',
      responses: { 202: ClientExport },
    },
    viewExport: {
      method: 'GET',
      path: '/client/export',
      summary: 'The latest export’s state (404 when there is none or it expired)',
      responses: { 200: ClientExport, 404: ErrorBody },
    },
    exportFile: {
      method: 'GET',
      path: '/client/export/file',
      summary: 'The finished export as a ZIP of JSON and CSV files',
      produces: ['application/zip'],
      responses: { 404: ErrorBody },
    },
    viewEmailPreferences: {
      method: 'GET',
      path: '/client/email-preferences',
      summary: 'Which optional emails the client gets',
      responses: { 200: EmailPreferences },
    },
    updateEmailPreferences: {
      method: 'PUT',
      path: '/client/email-preferences',
      summary: 'Choose the optional emails (statements and documents needing action are always sent)',
      body: EmailPreferences,
      responses: { 200: EmailPreferences },
    },
  },
);
