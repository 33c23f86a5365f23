import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isUniqueViolation } from '@/db/errors';
import { unprocessable } from '@/shared/errors';
import type { Origin } from '@/shared/origin';
import type { SessionPrincipal } from '@/shared/sessions/repository';
import { CHALLENGE_MS, PASSKEY_MESSAGES, type PasskeyContext, toPasskey } from './context';
import * as repo from './repository';

/** The user handle WebAuthn keeps with a passkey: the user's id as its 16 bytes, never the email. */
const userHandle = (userId: string) => new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));

const refused = () => unprocessable({ credential: [PASSKEY_MESSAGES.notAdded] }, PASSKEY_MESSAGES.notAdded);

/** Adding a passkey: the browser's options after a fresh proof, then its answer checked and kept. */
export function registrationFlows({ db, clock, auth, rp, audit, newChallenge }: PasskeyContext) {
  /** The new credential, if the browser answered this session's registration challenge. */
  async function verified(principal: SessionPrincipal, credential: unknown) {
    const challenge = await repo.takeChallenge(db, principal.sessionId, 'registration', clock());
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
    return verification.registrationInfo;
  }

  return {
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
      const info = await verified(principal, credential);
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
  };
}
