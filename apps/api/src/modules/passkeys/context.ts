import type { Passkey } from '@sextant/contracts/passkeys';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/db/client';
import { recordAudit } from '@/shared/audit/repository';
import type { Clock } from '@/shared/clock';
import type { Origin } from '@/shared/origin';
import type { SessionPrincipal } from '@/shared/sessions/repository';
import * as repo from './repository';

/** How long a challenge waits for its answer: the browser's prompt times out alike. */
export const CHALLENGE_MS = 5 * 60 * 1000;

export const PASSKEY_MESSAGES = {
  notAdded: 'This passkey could not be added. Start again from "Add a passkey".',
  duplicate: 'This passkey is already set up for your account.',
  none: 'No passkey is set up for your account yet. Enter the code from your authenticator app; you can add a passkey in Account.',
  notVerified: 'Your passkey could not be used. Try again, or enter the code from your authenticator app.',
} as const;

/** The relying party: the portal's own address (`PUBLIC_URL`), whose host name passkeys are bound to. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: 'Sextant', origin: url.origin };
};

export interface PasskeyDeps {
  db: Database;
  clock: Clock;
  auth: FastifyInstance['auth'];
  rp: RelyingParty;
}

type Account = Awaited<ReturnType<PasskeyDeps['auth']['limitedAccountOf']>>;

export const toPasskey = (row: repo.PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  device_type: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
  backed_up: row.backedUp,
});

/** What the passkey flows share: their dependencies, the audit row and a session's new challenge. */
export function passkeyContext(deps: PasskeyDeps) {
  const { db, clock } = deps;
  const audit = (action: string, account: Account, origin: Origin, details: Record<string, unknown>) =>
    recordAudit(db, {
      action,
      actorId: account.id,
      firmId: account.firmId,
      subject: account.email,
      ip: origin.ip,
      deviceId: origin.deviceId,
      // The security centre's sign-in history names the device and browser from it, as for the code.
      details: origin.userAgent ? { ...details, userAgent: origin.userAgent } : details,
      at: clock(),
    });

  async function newChallenge(
    principal: SessionPrincipal,
    purpose: repo.ChallengePurpose,
    challenge: string,
  ) {
    const now = clock();
    await repo.storeChallenge(db, {
      sessionId: principal.sessionId,
      purpose,
      challenge,
      expiresAt: new Date(now.getTime() + CHALLENGE_MS),
      now,
    });
  }

  return { ...deps, audit, newChallenge };
}
export type PasskeyContext = ReturnType<typeof passkeyContext>;
