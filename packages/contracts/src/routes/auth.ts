import { z } from 'zod';
import {
  AuthCheck,
  ChangePasswordRequest,
  DeviceRegistered,
  DeviceRegistration,
  Done,
  Invite,
  LoginRequest,
  LoginResult,
  MfaDeleteRequest,
  MfaRequest,
  MfaStatus,
  MfaVerifyRequest,
  ResetRequest,
  SetPasswordRequest,
  UnlockResult,
} from '../auth';
import { FORM_BODY } from '../body-bounds';
import { ErrorBody } from '../common';
import { defineRoutes } from '../route';

const tags = ['authentication'];
const Empty = z.object({});
/** Every sign-in call is limited per IP, and the calls naming an account per account too. */
const limited = { 429: ErrorBody };

/**
 * Signing in (password, then a code from an authenticator app), the MFA set-up, passwords and sessions.
 * The 5th wrong password or code in a row on an account (unknown emails counted alike, and a wrong current
 * password on a password change or MFA removal too) locks it: 422 with `errors.password[0]` saying the
 * attempts are exhausted. Only a completed sign-in resets the count; a password reset also clears the lock.
 * Codes are TOTP (SHA-1, 6 digits, 30 s): the current and the previous step only, each accepted once per
 * account. Mail leaves in the background, so the answers take as long for any email.
 */
export const authRoutes = defineRoutes(
  { tags, scope: 'public' },
  {
    registerDevice: {
      method: 'POST',
      path: '/device',
      summary: 'Register this browser as a device',
      body: DeviceRegistration,
      responses: { 201: DeviceRegistered, ...limited },
    },
    signIn: {
      method: 'POST',
      path: '/authentication/create',
      summary: 'Password step: answers an mfa-pending session token',
      description:
        'The session waits for the second factor unless the device (`X-Device-Id`) is trusted from an earlier ' +
        'second factor on it; then `GET /v1/user/mfa` answers `"2"`.',
      body: LoginRequest,
      bodyBounds: FORM_BODY,
      responses: { 200: LoginResult, ...limited },
    },
    mfaStatus: {
      method: 'GET',
      path: '/user/mfa',
      scope: 'session',
      summary: 'Multi-factor status',
      responses: { 200: MfaStatus, ...limited },
    },
    verifyMfa: {
      method: 'POST',
      path: '/authentication/mfa',
      summary: 'Second factor (201); with unlock: true, unlocks a locked account (answers a jwt)',
      description:
        'Without `unlock`, it needs the bearer token of the session waiting for its second factor (401 ' +
        'otherwise). With `unlock: true`, `username` and a valid code it answers `{ jwt }` of a session closed ' +
        'at once: one factor never yields a usable session.',
      body: MfaRequest,
      bodyBounds: FORM_BODY,
      responses: { 201: z.union([UnlockResult, Empty]), 401: ErrorBody, ...limited },
    },
    setUpMfa: {
      method: 'POST',
      path: '/user/mfa-verify',
      scope: 'session',
      summary: 'Set MFA up with a first code',
      body: MfaVerifyRequest,
      bodyBounds: FORM_BODY,
      responses: { 201: Empty, ...limited },
    },
    deleteMfa: {
      method: 'DELETE',
      path: '/user/mfa-delete',
      scope: 'verified',
      summary: 'Turn MFA off (password needed); next sign-in sets it up again',
      body: MfaDeleteRequest,
      responses: { 200: Done, ...limited },
    },
    checkSession: {
      method: 'GET',
      path: '/authentication/check',
      // As strict as the data calls, so a session they refuse (e.g. new terms published) is told to end.
      scope: 'usable',
      summary: 'Is this token a live session?',
      description:
        '200 only for a session the data calls accept (both factors; for a client, the latest terms accepted).',
      responses: { 200: AuthCheck },
    },
    signOut: {
      method: 'POST',
      path: '/authentication/logout',
      bodyBounds: FORM_BODY,
      scope: 'session',
      summary: 'End this session',
      responses: { 200: Done },
    },
    inviteDetails: {
      method: 'GET',
      path: '/invite/:code',
      summary: 'Check an invite code',
      description: 'Invite codes are 256-bit, stored hashed, single use and valid 14 days.',
      params: z.object({ code: z.string().min(1).max(128) }),
      responses: { 200: Invite, ...limited },
    },
    requestPasswordReset: {
      method: 'POST',
      path: '/user/reset-request',
      summary: 'Mail a password reset link (same answer for any email)',
      description: 'Reset codes are 256-bit, stored hashed, single use and valid 30 minutes.',
      body: ResetRequest,
      bodyBounds: FORM_BODY,
      responses: { 200: Done, ...limited },
    },
    setPassword: {
      method: 'POST',
      path: '/user/set-password',
      summary: 'Set a password with an invite or reset code',
      description: 'A new password ends every other session and every reset link still outstanding.',
      body: SetPasswordRequest,
      bodyBounds: FORM_BODY,
      responses: { 200: Done, ...limited },
    },
    changePassword: {
      method: 'POST',
      path: '/user/password',
      scope: 'verified',
      summary: 'Change the password (ends the other sessions)',
      body: ChangePasswordRequest,
      bodyBounds: FORM_BODY,
      responses: { 200: Done, ...limited },
    },
  },
);
