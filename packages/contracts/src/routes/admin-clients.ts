import { z } from 'zod';
import {
  AdminAmendment,
  AdminAmendmentList,
  AdminAmendmentsQuery,
  AdminClient,
  AdminClientCreate,
  AdminClientList,
  AdminClientsQuery,
  AdminClientUpdate,
  AdminClientVip,
  AmendmentReject,
} from '../admin-clients';
import { IdParams } from '../common';
import { defineRoutes } from '../route';

const tags = ['admin: clients'];

/**
 * The firm's clients and the changes they ask for. Every change is audited (`admin.client.create|update|
 * invite|deactivate|reactivate|vip|mfa_reset|unlock`, `admin.amendment.approve|reject`).
 */
export const adminClientRoutes = defineRoutes(
  { tags, scope: 'staff' },
  {
    adminListClients: {
      method: 'GET',
      path: '/admin/clients',
      summary: "The firm's clients: search by name or email, filter by status, sorted and paged",
      description:
        'Status `invited` is a client who has not set a password yet. Listing with `flag=vulnerable` is a ' +
        'view of vulnerability records, audited as `admin.vulnerability.list` with the clients shown.',
      querystring: AdminClientsQuery,
      responses: { 200: AdminClientList },
    },
    adminCreateClient: {
      method: 'POST',
      path: '/admin/clients',
      summary: 'Add a client (no password yet); `send_invite` mails the invite at once',
      description:
        'The email must not be in use on the deployment (422 `email`). Answers the client, status `invited`.',
      body: AdminClientCreate,
      responses: { 201: AdminClient },
    },
    adminGetClient: {
      method: 'GET',
      path: '/admin/clients/:id',
      summary: 'A client: profile, status, MFA, lock, last sign-in, policies, pending change',
      params: IdParams,
      responses: { 200: AdminClient },
    },
    adminUpdateClient: {
      method: 'PATCH',
      path: '/admin/clients/:id',
      summary: "Edit a client's profile fields (email only before they set a password)",
      params: IdParams,
      body: AdminClientUpdate,
      responses: { 200: AdminClient },
    },
    adminInviteClient: {
      method: 'POST',
      path: '/admin/clients/:id/invite',
      summary: 'Mail the client an invite (again); earlier invites stop working',
      description:
        'Refused (422) for a deactivated client and for one who has already set a password. The invite ' +
        '(`/invite/{code}`, 14 days, single use) is mailed; the API never answers the link.',
      params: IdParams,
      responses: { 200: AdminClient },
    },
    adminDeactivateClient: {
      method: 'POST',
      path: '/admin/clients/:id/deactivate',
      summary: 'Deactivate a client: ends their sessions and invites; they can no longer sign in',
      description: 'One already deactivated answers 422.',
      params: IdParams,
      responses: { 200: AdminClient },
    },
    adminReactivateClient: {
      method: 'POST',
      path: '/admin/clients/:id/reactivate',
      summary: 'Reactivate a deactivated client',
      description: 'One already active answers 422.',
      params: IdParams,
      responses: { 200: AdminClient },
    },
    adminSetClientVip: {
      method: 'PUT',
      path: '/admin/clients/:id/vip',
      summary: 'Set or clear the VIP flag',
      params: IdParams,
      body: AdminClientVip,
      responses: { 200: AdminClient },
    },
    adminResetClientMfa: {
      method: 'POST',
      path: '/admin/clients/:id/reset-mfa',
      summary: "Reset a client's two-factor authentication (they set it up again at next sign-in)",
      description: 'Ends their sessions and forgets their trusted devices.',
      params: IdParams,
      responses: { 200: AdminClient },
    },
    adminUnlockClient: {
      method: 'POST',
      path: '/admin/clients/:id/unlock',
      summary: "Unlock a client's account locked after too many wrong passwords or codes",
      description:
        'For a client who cannot unlock it with their authenticator, once you are sure who asked. Clears the ' +
        'lock and the count of failures; they sign in with their password and a code as usual. A client ' +
        'who is not locked answers 422 `client`.',
      params: IdParams,
      responses: { 200: AdminClient },
    },
    adminListAmendments: {
      method: 'GET',
      path: '/admin/amendments',
      summary: 'Changes clients asked for (pending by default), each field with its current value',
      querystring: AdminAmendmentsQuery,
      responses: { 200: AdminAmendmentList },
    },
    adminGetAmendment: {
      method: 'GET',
      path: '/admin/amendments/:id',
      summary: 'One change request',
      params: IdParams,
      responses: { 200: AdminAmendment },
    },
    adminApproveAmendment: {
      method: 'POST',
      path: '/admin/amendments/:id/approve',
      summary: "Approve a pending change: applies it to the client's profile and tells the client",
      description:
        'In one transaction with the change locked. A change already decided answers 422 `amendment`; the ' +
        'client is told in their notifications.',
      params: IdParams,
      responses: { 200: AdminAmendment },
    },
    adminRejectAmendment: {
      method: 'POST',
      path: '/admin/amendments/:id/reject',
      summary: 'Reject a pending change, with an optional reason told to the client',
      description: 'The reason is at most 500 characters. A change already decided answers 422 `amendment`.',
      params: IdParams,
      // No body at all is no reason.
      body: z.preprocess((body) => body ?? {}, AmendmentReject),
      responses: { 200: AdminAmendment },
    },
  },
);
