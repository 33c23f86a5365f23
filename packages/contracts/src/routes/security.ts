import { ErrorBody, IdParams, PageQuery } from '../common';
import { defineRoutes } from '../route';
import {
  ActiveSessionList,
  DeviceTrust,
  DeviceTrustChoice,
  Revoked,
  SignInHistoryPage,
  TrustedDeviceList,
} from '../security';

const tags = ['security'];

/**
 * The security centre of the signed-in client: their live sessions and trusted devices, each revocable,
 * and their sign-in history from the audit log. Ids of another client's sessions or devices answer 404.
 */
export const securityRoutes = defineRoutes(
  { tags, scope: 'client' },
  {
    listSessions: {
      method: 'GET',
      path: '/user/sessions',
      summary: "The client's live sessions, newest first, the current one marked",
      responses: { 200: ActiveSessionList },
    },
    revokeSession: {
      method: 'DELETE',
      path: '/user/sessions/:id',
      summary: 'End another session of the client',
      description:
        'Its next call answers 401. The current session is ended by signing out (422 here); a session that is ' +
        'not the client’s, or has already ended, answers 404.',
      params: IdParams,
      responses: { 200: Revoked, 404: ErrorBody },
    },
    revokeOtherSessions: {
      method: 'POST',
      path: '/user/sessions/revoke-others',
      summary: 'Sign out everywhere else: end every session of the client but this one',
      responses: { 200: Revoked },
    },
    listTrustedDevices: {
      method: 'GET',
      path: '/user/trusted-devices',
      summary: 'The devices that skip the verification code now, the most recently used first',
      responses: { 200: TrustedDeviceList },
    },
    revokeTrustedDevice: {
      method: 'DELETE',
      path: '/user/trusted-devices/:id',
      summary: 'Stop trusting a device: its next sign-in asks for the verification code',
      description: 'A device that is not the client’s, or no longer trusted, answers 404.',
      params: IdParams,
      responses: { 200: Revoked, 404: ErrorBody },
    },
    chooseDeviceTrust: {
      method: 'PUT',
      path: '/user/device/trust',
      // Sent right after the code, before the terms may be accepted; staff sign in through the same step.
      scope: 'verified',
      summary: 'The code step’s choice for this device: remember it (skip the code next time) or not',
      description:
        'Only the device this session signed in from (its `X-Device-Id` then) is changed, whatever the call ' +
        'names. `remember: false` ends its trust: its next sign-in asks for the code. `remember: true` keeps ' +
        'the trust its second factor gave and never grants one: only a second factor trusts a device. ' +
        '`POST /v1/authentication/mfa` keeps SPEC’s body and trusts the device as before; the app sends this ' +
        'call after it when the client chose not to be remembered.',
      body: DeviceTrustChoice,
      responses: { 200: DeviceTrust },
    },
    listSignIns: {
      method: 'GET',
      path: '/user/sign-ins',
      summary: "The client's sign-ins, failed attempts, lockouts and security changes, newest first",
      querystring: PageQuery,
      responses: { 200: SignInHistoryPage },
    },
  },
);
