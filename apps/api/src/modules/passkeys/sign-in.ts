import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { unprocessable } from '@/shared/errors';
import type { Origin } from '@/shared/origin';
import type { SessionPrincipal } from '@/shared/sessions/repository';
import { CHALLENGE_MS, PASSKEY_MESSAGES, type PasskeyContext } from './context';
import * as repo from './repository';

type PasskeyRow = NonNullable<Awaited<ReturnType<typeof repo.findPasskeyByCredential>>>;

/** The second factor by passkey: options for the browser, then its answer as the factor. */
export function signInFlows({ db, clock, auth, rp, newChallenge }: PasskeyContext) {
  /** Whether the browser signed this session's challenge with the passkey; its count is recorded if so. */
  async function used(passkey: PasskeyRow, challenge: string, credential: { id: string }, now: Date) {
    const verification = await verifyAuthenticationResponse({
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
    }).catch(() => null);
    return verification?.verified
      ? await repo.recordUse(db, passkey.id, verification.authenticationInfo.newCounter, now)
      : false;
  }

  return {
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
      if (!passkey || !(challenge && (await used(passkey, challenge, credential, now)))) {
        await auth.failSecondFactor(account, origin, 'auth.passkey.failure');
        throw unprocessable({ credential: [PASSKEY_MESSAGES.notVerified] }, PASSKEY_MESSAGES.notVerified);
      }
      await auth.passSecondFactor(principal, account, origin, 'auth.passkey.use', {
        details: { passkey: passkey.id },
      });
    },
  };
}
