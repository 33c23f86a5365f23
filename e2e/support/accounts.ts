/** Accounts the journeys own, so journeys that change an account do not disturb each other. */
export const ACCOUNTS = {
  /** Locked by five wrong passwords, then unlocked with a code. */
  lockout: 'lockout@sextant.test',
  /** Resets its password from the outbox link. */
  reset: 'reset@sextant.test',
  /** Signs in, then its token expires. */
  expiry: 'expiry@sextant.test',
  /** Changes its password from the account page. */
  password: 'password@sextant.test',
  /** No MFA yet: opened on a phone, where set-up asks for a desktop browser. */
  mobileSetup: 'phone-setup@sextant.test',
  /** Invited: has no password until the invite link sets one. */
  invitee: 'invitee@sextant.test',
} as const;

/** A firm of its own for the back-office journeys (its staff admin and one client; the demo password and secret). */
export const JOURNEY_FIRM = {
  name: 'Journey Wealth',
  admin: 'journey-admin@sextant.test',
  client: 'journey-client@sextant.test',
} as const;
