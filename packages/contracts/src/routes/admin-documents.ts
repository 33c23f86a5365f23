import {
  AdminClientDocument,
  AdminClientDocumentList,
  AdminDocumentUpload,
  CLIENT_DOCUMENT_MAX_BYTES,
  DocumentEvidence,
} from '../admin-documents';
import {
  AccessLedger,
  AccessLedgerQuery,
  AdminClientService,
  AdminClientServiceUpdate,
  AdminReview,
  ReviewOutcomeRequest,
  ReviewReport,
  ReviewReportQuery,
  StaffProfile,
} from '../admin-service';
import { IMAGE_BODY_BYTES, uploadBody } from '../body-bounds';
import { ErrorBody, IdParams } from '../common';
import { CsvText } from '../money';
import { defineRoutes } from '../route';

/**
 * Back-office calls of the client document vault and the ongoing-service cycle: staff of the client's firm.
 * Uploads, withdrawals, staff openings and outcomes are audited (`admin.document.*`, `admin.review.*`).
 */
export const adminDocumentRoutes = defineRoutes(
  { tags: ['admin: documents and reviews'], scope: 'staff' },
  {
    adminUploadClientDocument: {
      method: 'POST',
      path: '/admin/clients/:id/documents',
      summary: 'Publish a PDF to one client (multipart `file`, `category`, `title`, `requires`)',
      description:
        'Checked by its bytes (`%PDF-`: 422 `file`; over 20 MB, 422 `file` without reading on). `policy_id` files it under one of the ' +
        'client’s policies; `replaces` makes it the next version of that document (acknowledgements and ' +
        'signatures are asked again); `review_id` makes it the review’s pack. The client is notified and ' +
        'emailed.',
      params: IdParams,
      body: AdminDocumentUpload,
      bodyBounds: uploadBody(CLIENT_DOCUMENT_MAX_BYTES),
      responses: { 201: AdminClientDocument },
    },
    adminListClientDocuments: {
      method: 'GET',
      path: '/admin/clients/:id/documents',
      summary: 'Every document of the client: current, superseded and withdrawn',
      params: IdParams,
      responses: { 200: AdminClientDocumentList },
    },
    adminWithdrawDocument: {
      method: 'POST',
      path: '/admin/documents/:id/withdraw',
      summary: 'Withdraw a document: the client no longer sees it; the file and its evidence stay',
      params: IdParams,
      responses: { 200: AdminClientDocument },
    },
    adminClientDocumentFile: {
      method: 'GET',
      path: '/admin/documents/:id/file',
      summary: 'A client document’s PDF for staff (audited as `admin.document.open`)',
      params: IdParams,
      produces: ['application/pdf'],
      responses: {},
    },
    adminDocumentEvidence: {
      method: 'GET',
      path: '/admin/documents/:id/evidence',
      summary: 'When the document was published, notified, opened, downloaded, acknowledged or signed',
      params: IdParams,
      responses: { 200: DocumentEvidence },
    },
    adminDocumentCertificate: {
      method: 'GET',
      path: '/admin/documents/:id/evidence.pdf',
      summary: 'The evidence certificate of an acknowledged or signed document (PDF)',
      description: 'A document not acknowledged or signed yet answers 409.',
      params: IdParams,
      produces: ['application/pdf'],
      responses: { 409: ErrorBody },
    },
    adminAccessLedger: {
      method: 'GET',
      path: '/admin/reports/access-ledger',
      summary: 'Per client, whether they viewed a valuation or opened a statement in the quarter',
      querystring: AccessLedgerQuery,
      responses: { 200: AccessLedger },
    },
    adminAccessLedgerCsv: {
      method: 'GET',
      path: '/admin/reports/access-ledger.csv',
      summary:
        'The quarter’s access ledger as CSV (needs_statement: send this client a statement another way)',
      querystring: AccessLedgerQuery,
      produces: ['text/csv'],
      responses: { 200: CsvText },
    },
  },
);

/** The ongoing-service cycle in the back office: advisers, reviews and their figures. */
export const adminReviewRoutes = defineRoutes(
  { tags: ['admin: documents and reviews'], scope: 'staff' },
  {
    adminReviewReport: {
      method: 'GET',
      path: '/admin/reports/reviews',
      summary: 'Reviews due in a period: delivered, declined, no response and open',
      querystring: ReviewReportQuery,
      responses: { 200: ReviewReport },
    },
    adminClientService: {
      method: 'GET',
      path: '/admin/clients/:id/service',
      summary: 'The client’s adviser, next review date, current review and past reviews',
      params: IdParams,
      responses: { 200: AdminClientService },
    },
    adminUpdateClientService: {
      method: 'PUT',
      path: '/admin/clients/:id/service',
      summary: 'Set the client’s adviser (a staff member of the firm), review segment and next review date',
      params: IdParams,
      body: AdminClientServiceUpdate,
      responses: { 200: AdminClientService },
    },
    adminRecordReviewOutcome: {
      method: 'POST',
      path: '/admin/reviews/:id/outcome',
      summary:
        'Record a review delivered (a meeting held) or declined; the next review is set one segment interval on',
      params: IdParams,
      body: ReviewOutcomeRequest,
      responses: { 200: AdminReview, 409: ErrorBody },
    },
    adminViewStaffProfile: {
      method: 'GET',
      path: '/admin/staff/:id/profile',
      summary: 'What clients see of a staff member as their adviser',
      params: IdParams,
      responses: { 200: StaffProfile },
    },
    adminUpdateStaffProfile: {
      method: 'PUT',
      path: '/admin/staff/:id/profile',
      summary:
        'Set a staff member’s job title, phone, booking link and photo (staff their own; admins anyone’s)',
      params: IdParams,
      body: StaffProfile,
      bodyBounds: { maxBytes: IMAGE_BODY_BYTES },
      responses: { 200: StaffProfile, 403: ErrorBody },
    },
  },
);
