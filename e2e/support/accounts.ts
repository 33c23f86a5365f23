/** Accounts the journeys own, so journeys that change an account do not disturb each other. */
export const ACCOUNTS = {
  /** Locked by five wrong passwords, then unlocked with a code. */
  lockout: 'lockout@sextant.test',
  /** Resets its password from the outbox link. */
  reset: 'reset@sextant.test',
  /** Changes its password from the account page. */
  password: 'password@sextant.test',
  /**
   * No MFA yet: sets it up on a phone, on the phone itself; CI's retry of that journey uses the second (a
   * first attempt that failed after Verify has already turned MFA on for the first).
   */
  mobileSetup: 'phone-setup@sextant.test',
  mobileSetupRetry: 'phone-setup-retry@sextant.test',
  /** Invited: has no password until the invite link sets one. */
  invitee: 'invitee@sextant.test',
  /** Adds a passkey in Account, then signs in with it instead of the code (desktop). */
  passkey: 'passkey@sextant.test',
  /** The same on a phone. */
  passkeyPhone: 'passkey-phone@sextant.test',
  /** Signed in from two browsers: one signs the other out in the security centre. */
  security: 'security@sextant.test',
  /** Signs out everywhere else (its own account: the journeys of one file run side by side). */
  securityEverywhere: 'security-everywhere@sextant.test',
} as const;

/**
 * A firm of its own for the back-office journeys (a staff admin, the client's adviser — an adviser, not an
 * admin — and one client; the demo password and secret): each journey signs in with a code as its own staff.
 */
export const JOURNEY_FIRM = {
  name: 'Journey Wealth',
  admin: 'journey-admin@sextant.test',
  adviser: 'journey-adviser@sextant.test',
  client: 'journey-client@sextant.test',
} as const;

/** The projects of playwright.config.ts that run journeys which are not desktop- or phone-only. */
export const PROJECTS = ['mobile', 'desktop'] as const;

/**
 * Demo-firm clients (MFA set up, terms accepted) for the journeys in sign-in.spec.ts, which run once per
 * project: each journey signs in with a code as an account of its own, `<name>-<project>@sextant.test`,
 * so no account needs a second code in one 30-second step.
 */
export const PER_PROJECT = {
  /** Signs in with password and code. */
  client: { name: 'sign-in', firstName: 'Cleo', vip: false },
  /** A VIP client who signs in with password and code. */
  vip: { name: 'sign-in-vip', firstName: 'Vera', vip: true },
  /** Welcomed as VIP by first name, as the demo VIP client is. */
  vipWelcome: { name: 'vip-welcome', firstName: 'Victoria', vip: true },
  /** Signs in, then its token expires. */
  expiry: { name: 'expiry', firstName: 'Eve', vip: false },
} as const;

export const perProjectEmail = (account: { name: string }, project: string) =>
  `${account.name}-${project}@sextant.test`;
