const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long sessions and trusted devices last; the environment can change each (config.ts). */
export interface SessionRules {
  /** A session unused this long has ended. */
  idleMs: number;
  /** A session ends this long after it began, however busy: its JWT's `exp` and its row's `expires_at`. */
  absoluteMs: number;
  /** A session waiting for its second factor must get it this soon. */
  mfaPendingMs: number;
  /** A device that passed both factors skips the second this long. */
  deviceTrustMs: number;
}

/** DESIGN.md's rules: the defaults of SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS, MFA_PENDING_MINUTES and DEVICE_TRUST_DAYS. */
export const DEFAULT_SESSION_RULES: SessionRules = {
  idleMs: 30 * MINUTE_MS,
  absoluteMs: 12 * HOUR_MS,
  mfaPendingMs: 10 * MINUTE_MS,
  deviceTrustMs: 30 * DAY_MS,
};

/** The environment's units for each rule, so config.ts and the README speak of minutes, hours and days. */
export const SESSION_RULE_UNITS = {
  idleMs: MINUTE_MS,
  absoluteMs: HOUR_MS,
  mfaPendingMs: MINUTE_MS,
  deviceTrustMs: DAY_MS,
} as const satisfies Record<keyof SessionRules, number>;

/** What the session checks read of a session row. */
export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  mfaVerified: boolean;
}

const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

/**
 * The one place the session rules are applied: the sign-in (JWT `exp`, the row's `expires_at`, device
 * trust), the SQL that finds a live session, and the auth guard (idle and MFA-pending sessions).
 */
export function sessionPolicy(rules: SessionRules = DEFAULT_SESSION_RULES) {
  return {
    rules,
    /** The absolute end of a session begun at `start`. */
    endOf: (start: Date) => after(start, rules.absoluteMs),
    /**
     * The earliest start of a session still within the absolute limit now: a limit shortened after a
     * session began applies to it at once, not only from its stored end.
     */
    earliestLiveStart: (now: Date) => after(now, -rules.absoluteMs),
    /** Whether a session found live by the SQL still counts: used recently, and past MFA or soon after its start. */
    isActive(session: SessionTimes, now: Date): boolean {
      if (now.getTime() - session.lastSeenAt.getTime() > rules.idleMs) return false;
      return session.mfaVerified || now.getTime() - session.createdAt.getTime() <= rules.mfaPendingMs;
    },
    /** Until when a device that has just passed both factors skips the second. */
    trustedUntil: (now: Date) => after(now, rules.deviceTrustMs),
  };
}
export type SessionPolicy = ReturnType<typeof sessionPolicy>;
