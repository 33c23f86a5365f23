import { z } from 'zod';
import { CSV_MEDIA_TYPES, IMPORT_FILE_MAX_BYTES, ImportJob } from '../admin-policies';
import {
  AdminTransaction,
  AdminTransactionCreate,
  AdminTransactionPage,
  AdminTransactionQuery,
  AdminTransactionUpdate,
} from '../admin-transactions';
import { uploadBody } from '../body-bounds';
import { ErrorBody, IdParams } from '../common';
import { defineRoutes } from '../route';

const tags = ['admin: transactions'];

/** Back-office calls of a policy's transactions and transaction imports; all firm-scoped and audited. */
export const adminTransactionRoutes = defineRoutes(
  { tags, scope: 'staff' },
  {
    listAdminTransactions: {
      method: 'GET',
      path: '/admin/policies/:id/transactions',
      summary:
        'A policy’s transactions (sort date or amount, newest first by default; `type` filters; q searches description and reference)',
      params: IdParams,
      querystring: AdminTransactionQuery,
      responses: { 200: AdminTransactionPage },
    },
    createAdminTransaction: {
      method: 'POST',
      path: '/admin/policies/:id/transactions',
      summary: 'Add a transaction by hand (source manual; in the policy’s currency; not in the future)',
      params: IdParams,
      body: AdminTransactionCreate,
      responses: { 201: AdminTransaction },
    },
    updateAdminTransaction: {
      method: 'PATCH',
      path: '/admin/transactions/:id',
      summary: 'Change a transaction (only the fields sent)',
      params: IdParams,
      body: AdminTransactionUpdate,
      responses: { 200: AdminTransaction },
    },
    deleteAdminTransaction: {
      method: 'DELETE',
      path: '/admin/transactions/:id',
      summary: 'Delete a transaction (answers it as it was)',
      params: IdParams,
      responses: { 200: AdminTransaction },
    },
    startTransactionImport: {
      method: 'POST',
      path: '/admin/transactions/imports',
      summary:
        'Check a transactions CSV (`policy_reference,date,type,amount,currency[,description][,reference][,charge_kind]`): a multipart `file` field or a text/csv body. Answers the job to poll; when done it holds the preview to confirm',
      description:
        'Every row is checked; nothing is written until the preview is confirmed (POST /admin/imports/previews/{id}/confirm). A transaction with a reference is the policy’s transaction with that reference; without one, the same date, type, amount and description, counted by occurrence in the file, so the same file twice changes nothing. A charge’s `charge_kind` (a ChargeKind; empty is `other`) is no part of that identity: a file stating another kind changes the stored charge’s kind, and a file without the column leaves it. At most 2 imports of a firm run at once (409).',
      querystring: z.object({ file_name: z.string().trim().max(255).optional() }),
      consumes: CSV_MEDIA_TYPES,
      bodyBounds: uploadBody(IMPORT_FILE_MAX_BYTES, 0),
      responses: { 202: ImportJob, 409: ErrorBody },
    },
    getTransactionImport: {
      method: 'GET',
      path: '/admin/transactions/imports/:id',
      summary:
        'A transaction import’s progress, then its report and preview (kept for an hour on the node that ran it)',
      params: IdParams,
      responses: { 200: ImportJob },
    },
  },
);
