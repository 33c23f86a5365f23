import type { Passkey } from '@sextant/contracts/passkeys';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { recordAudit } from '@/shared/audit/repository';
import type { Clock } from '@/shared/clock';
import { notFound, unprocessable } from '@/shared/errors';
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

const toPasskey = (row: repo.PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  device_type: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
  backed_up: row.backedUp,
});

/** The user handle WebAuthn keeps with a passkey: the user's id as its 16 bytes, never the email. */
const userHandle = (userId: string) => new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));

export function createPasskeyService({ db, clock, auth, rp }: PasskeyDeps) {
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

  return {
    async list(principal: SessionPrincipal) {
      return { items: (await repo.listPasskeys(db, principal.userId)).map(toPasskey) };
    },

    /** After a fresh password or code: the options for the browser, their challenge kept for this session. */
    async creationOptions(
      principal: SessionPrincipal,
      proof: { current_password?: string; otp?: string },
      origin: Origin,
    ) {
      const account = await auth.confirmFresh(principal, proof, origin, 'auth.passkey.confirm.failure');
      const existing = await repo.listPasskeys(db, account.id);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userID: userHandle(account.id),
        userName: account.email,
        userDisplayName: `${account.firstName} ${account.surname}`.trim(),
        timeout: CHALLENGE_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await newChallenge(principal, 'registration', options.challenge);
      return options;
    },

    async add(principal: SessionPrincipal, name: string, credential: unknown, origin: Origin) {
      const account = await auth.limitedAccountOf(principal);
      const challenge = await repo.takeChallenge(db, principal.sessionId, 'registration', clock());
      const refused = () =>
        unprocessable({ credential: [PASSKEY_MESSAGES.notAdded] }, PASSKEY_MESSAGES.notAdded);
      if (!challenge) throw refused();
      const verification = await verifyRegistrationResponse({
        response: credential as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        // A second factor after the password: possession is what counts, a PIN or fingerprint is a bonus.
        requireUserVerification: false,
      }).catch(() => null);
      if (!verification?.verified) throw refused();
      const info = verification.registrationInfo;
      try {
        const row = await repo.insertPasskey(db, {
          userId: account.id,
          credentialId: info.credential.id,
          publicKey: info.credential.publicKey,
          signCount: info.credential.counter,
          transports: info.credential.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          name,
          createdAt: clock(),
        });
        await audit('auth.passkey.add', account, origin, { passkey: row.id, name });
        return toPasskey(row);
      } catch (error) {
        if (isUniqueViolation(error))
          throw unprocessable({ credential: [PASSKEY_MESSAGES.duplicate] }, PASSKEY_MESSAGES.duplicate);
        throw error;
      }
    },

    async rename(principal: SessionPrincipal, id: string, name: string) {
      const row = await repo.renamePasskey(db, principal.userId, id, name);
      if (!row) throw notFound('Passkey');
      return toPasskey(row);
    },

    async remove(principal: SessionPrincipal, id: string, origin: Origin) {
      const account = await auth.limitedAccountOf(principal);
      const removed = await repo.deletePasskey(db, account.id, id);
      if (!removed) throw notFound('Passkey');
      await audit('auth.passkey.remove', account, origin, { passkey: id, name: removed.name });
    },

    /** The second factor's options: the account's passkeys, a challenge kept for this session. */
    async requestOptions(principal: SessionPrincipal) {
      const account = await auth.limitedAccountOf(principal);
      const existing = await repo.listPasskeys(db, account.id);
      if (existing.length === 0)
        throw unprocessable({ credential: [PASSKEY_MESSAGES.none] }, PASSKEY_MESSAGES.none);
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: CHALLENGE_MS,
        userVerification: 'preferred',
        allowCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
      });
      await newChallenge(principal, 'authentication', options.challenge);
      return options;
    },

    /** The second factor by passkey: on success the session is upgraded exactly as by a right code. */
    async signIn(principal: SessionPrincipal, credential: { id: string }, origin: Origin) {
      const account = await auth.limitedAccountOf(principal);
      const now = clock();
      const challenge = await repo.takeChallenge(db, principal.sessionId, 'authentication', now);
      const passkey = await repo.findPasskeyByCredential(db, account.id, credential.id);
      const verification =
        challenge && passkey
          ? await verifyAuthenticationResponse({
              response: credential as AuthenticationResponseJSON,
              expectedChallenge: challenge,
              expectedOrigin: rp.origin,
              expectedRPID: rp.id,
              credential: {
                id: passkey.credentialId,
                publicKey: new Uint8Array(passkey.publicKey),
                counter: passkey.signCount,
                transports: passkey.transports,
              },
              requireUserVerification: false,
            }).catch(() => null)
          : null;
      const used =
        passkey && verification?.verified
          ? await repo.recordUse(db, passkey.id, verification.authenticationInfo.newCounter, now)
          : false;
      if (!passkey || !used) {
        await auth.failSecondFactor(account, origin, 'auth.passkey.failure');
        throw unprocessable({ credential: [PASSKEY_MESSAGES.notVerified] }, PASSKEY_MESSAGES.notVerified);
      }
      await auth.passSecondFactor(principal, account, origin, 'auth.passkey.use', {
        details: { passkey: passkey.id },
      });
    },
  };
}
export type PasskeyService = ReturnType<typeof createPasskeyService>;
