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
  ImportJob,
} from '../admin-policies';
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
        'Start importing valuations from CSV (`policy_reference,date,value,currency`): a multipart `file` field or a text/csv body. Answers the job to poll; a file with any bad row changes nothing',
      description:
        'Every row is checked before anything is written; the job’s report lists each problem by line (the header is line 1). At most 2 imports of a firm run at once (409).',
      querystring: z.object({ file_name: z.string().trim().max(255).optional() }),
      consumes: ['multipart/form-data', 'text/csv'],
      responses: { 202: ImportJob, 409: ErrorBody },
    },
    getValuationImport: {
      method: 'GET',
      path: '/admin/valuations/imports/:id',
      summary: 'An import’s progress, then its report (kept for an hour on the node that ran it)',
      params: IdParams,
      responses: { 200: ImportJob },
    },
  },
);
