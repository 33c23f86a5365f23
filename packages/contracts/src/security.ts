import { z } from 'zod';

/** Sign-in history entries on one page of GET /v1/user/sign-ins. */
export const SIGN_IN_PAGE_SIZE = 20;

/** The device and browser a user agent names, as people read them (`iPhone`, `Safari 17 on iOS 17.5`). */
export const DeviceLabel = z.object({
  /** `Desktop`, `Phone`, `Tablet`, or the model when the user agent names one (`iPhone`). */
  device: z.string(),
  /** Browser and operating system, e.g. `Chrome 131 on Windows 10`; `Unknown browser` when unreadable. */
  browser: z.string(),
});
export type DeviceLabel = z.infer<typeof DeviceLabel>;

/** A live session of the signed-in client: where it signed in from, when, and when it was last used. */
export const ActiveSession = DeviceLabel.extend({
  id: z.uuid(),
  /** The IP address the session signed in from. */
  ip: z.string().nullable(),
  started_at: z.iso.datetime(),
  last_seen_at: z.iso.datetime(),
  /** The session making this call: it is ended by signing out, not from this list. */
  current: z.boolean(),
  /** False while the session still waits for its verification code (someone who knows the password). */
  verified: z.boolean(),
}).meta({ id: 'ActiveSession' });
export type ActiveSession = z.infer<typeof ActiveSession>;

/** Newest first, the current one among them. */
export const ActiveSessionList = z
  .object({ items: z.array(ActiveSession) })
  .meta({ id: 'ActiveSessionList' });
export type ActiveSessionList = z.infer<typeof ActiveSessionList>;

export const Revoked = z.object({ revoked: z.number().int().nonnegative() }).meta({ id: 'Revoked' });
export type Revoked = z.infer<typeof Revoked>;

/** A device that skips the verification code until `trusted_until` (both factors passed on it). */
export const TrustedDevice = DeviceLabel.extend({
  id: z.uuid(),
  /** The first verification code on the device. */
  trusted_at: z.iso.datetime(),
  /** The last sign-in that skipped the code on it; null when none has yet. */
  last_used_at: z.iso.datetime().nullable(),
  trusted_until: z.iso.datetime(),
  /** The device making this call. */
  current: z.boolean(),
}).meta({ id: 'TrustedDevice' });
export type TrustedDevice = z.infer<typeof TrustedDevice>;

/**
 * The code step's choice for this device, sent in a call of its own so that `POST /v1/authentication/mfa`
 * keeps SPEC §7's body: `false` stops remembering it, `true` keeps the trust its second factor gave.
 */
export const DeviceTrustChoice = z.object({ remember: z.boolean() }).meta({ id: 'DeviceTrustChoice' });
export type DeviceTrustChoice = z.infer<typeof DeviceTrustChoice>;

/** Whether this device skips the code at its next sign-in, and until when (null: it does not). */
export const DeviceTrust = z
  .object({ remembered: z.boolean(), trusted_until: z.iso.datetime().nullable() })
  .meta({ id: 'DeviceTrust' });
export type DeviceTrust = z.infer<typeof DeviceTrust>;

export const TrustedDeviceList = z
  .object({ items: z.array(TrustedDevice) })
  .meta({ id: 'TrustedDeviceList' });
export type TrustedDeviceList = z.infer<typeof TrustedDeviceList>;

/** What happened, read from the audit log. */
export const SignInEventKind = z.enum([
  'signed_in',
  'signed_in_trusted_device',
  'signed_in_passkey',
  'wrong_password',
  'wrong_code',
  'locked',
  'refused_locked',
  'unlocked',
  'signed_out',
  'password_changed',
  'password_reset',
  'authenticator_set_up',
  'authenticator_removed',
  'session_ended',
  'other_sessions_ended',
  'trusted_device_removed',
  'passkey_failed',
  'passkey_added',
  'passkey_removed',
  'document_acknowledged',
  'document_signed',
]);
export type SignInEventKind = z.infer<typeof SignInEventKind>;

export const SignInEvent = DeviceLabel.extend({
  id: z.number().int(),
  at: z.iso.datetime(),
  kind: SignInEventKind,
  ip: z.string().nullable(),
}).meta({ id: 'SignInEvent' });
export type SignInEvent = z.infer<typeof SignInEvent>;

/** Newest first; a page past the last is empty. */
export const SignInHistoryPage = z
  .object({
    items: z.array(SignInEvent),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    page_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'SignInHistoryPage' });
export type SignInHistoryPage = z.infer<typeof SignInHistoryPage>;
