import { z } from 'zod';
import {
  AdminPolicyCreate,
  AdminPolicyDetail,
  AdminPolicyOptions,
  AdminPolicyOptionsQuery,
  AdminPolicyPage,
  AdminPolicyQuery,
  AdminPolicyUpdate,
  AdminValuationPage,
  AdminValuationQuery,
  CSV_MEDIA_TYPES,
  IMPORT_FILE_MAX_BYTES,
  ImportConfirmation,
  ImportJob,
  ImportPreview,
  ImportPreviewsQuery,
  WaitingPreviewPage,
} from '../admin-policies';
import { uploadBody } from '../body-bounds';
import { ErrorBody, IdParams } from '../common';
import { defineRoutes } from '../route';

const tags = ['admin: policies'];

/** Back-office calls of policies and valuations; all firm-scoped. */
export const adminPolicyRoutes = defineRoutes(
  { tags, scope: 'staff' },
  {
    listAdminPolicies: {
      method: 'GET',
      path: '/admin/policies',
      summary:
        'The firm’s policies (search reference, client or provider; sort reference, client, provider, start_date or latest_value; `client` filters)',
      querystring: AdminPolicyQuery,
      responses: { 200: AdminPolicyPage },
    },
    adminPolicyOptions: {
      method: 'GET',
      path: '/admin/policies/options',
      summary: 'Choices of the policy form: active clients matching q (at most 20) and the firm’s providers',
      querystring: AdminPolicyOptionsQuery,
      responses: { 200: AdminPolicyOptions },
    },
    createAdminPolicy: {
      method: 'POST',
      path: '/admin/policies',
      summary: 'Add a policy for one of the firm’s clients (reference unique in the firm)',
      body: AdminPolicyCreate,
      responses: { 201: AdminPolicyDetail },
    },
    getAdminPolicy: {
      method: 'GET',
      path: '/admin/policies/:id',
      summary: 'A policy with its latest valuation',
      params: IdParams,
      responses: { 200: AdminPolicyDetail },
    },
    updateAdminPolicy: {
      method: 'PATCH',
      path: '/admin/policies/:id',
      summary: 'Change a policy (only the fields sent)',
      params: IdParams,
      body: AdminPolicyUpdate,
      responses: { 200: AdminPolicyDetail },
    },
    listAdminValuations: {
      method: 'GET',
      path: '/admin/policies/:id/valuations',
      summary: 'A policy’s valuations (sort date or value; newest first by default)',
      params: IdParams,
      querystring: AdminValuationQuery,
      responses: { 200: AdminValuationPage },
    },
    startValuationImport: {
      method: 'POST',
      path: '/admin/valuations/imports',
      summary:
        'Check a valuations CSV (`policy_reference,date,value,currency`): a multipart `file` field or a text/csv body. Answers the job to poll; when done it holds the preview to confirm',
      description:
        'Every row is checked; the job’s report lists each problem by line (the header is line 1). Nothing is written until the preview is confirmed (POST /admin/imports/previews/{id}/confirm). At most 2 imports of a firm run at once (409).',
      querystring: z.object({ file_name: z.string().trim().max(255).optional() }),
      consumes: CSV_MEDIA_TYPES,
      bodyBounds: uploadBody(IMPORT_FILE_MAX_BYTES, 0),
      responses: { 202: ImportJob, 409: ErrorBody },
    },
    getValuationImport: {
      method: 'GET',
      path: '/admin/valuations/imports/:id',
      summary:
        'A valuation import’s progress, then its report and preview (kept for an hour on the node that ran it)',
      params: IdParams,
      responses: { 200: ImportJob },
    },
    listWaitingImportPreviews: {
      method: 'GET',
      path: '/admin/imports/previews',
      summary:
        'Checked import files still waiting to be confirmed or cancelled (not yet expired), newest first',
      description: '`created_by=me`: only those the caller made (what My work counts for them).',
      querystring: ImportPreviewsQuery,
      responses: { 200: WaitingPreviewPage },
    },
    getImportPreview: {
      method: 'GET',
      path: '/admin/imports/previews/:id',
      summary:
        'A checked import file waiting to be confirmed: per policy rows new, changed and unchanged, and suspicious rows',
      params: IdParams,
      responses: { 200: ImportPreview },
    },
    confirmImportPreview: {
      method: 'POST',
      path: '/admin/imports/previews/:id/confirm',
      summary:
        'Check the file again against the database as it is now, then write every row (or none, saying why)',
      description:
        '409 when the preview was already confirmed or cancelled, 410 once it has expired (24 hours after it was made).',
      params: IdParams,
      responses: { 200: ImportConfirmation, 409: ErrorBody, 410: ErrorBody },
    },
    cancelImportPreview: {
      method: 'POST',
      path: '/admin/imports/previews/:id/cancel',
      summary: 'Drop a preview: nothing of it is written',
      description:
        '409 when it was already confirmed, 410 once it has expired; cancelling twice answers the same.',
      params: IdParams,
      responses: { 200: ImportPreview, 409: ErrorBody, 410: ErrorBody },
    },
  },
);
