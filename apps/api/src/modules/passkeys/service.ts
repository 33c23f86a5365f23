import { notFound } from '@/shared/errors';
import type { Origin } from '@/shared/origin';
import type { SessionPrincipal } from '@/shared/sessions/repository';
import { type PasskeyDeps, passkeyContext, toPasskey } from './context';
import { registrationFlows } from './registration';
import * as repo from './repository';
import { signInFlows } from './sign-in';

export { CHALLENGE_MS, PASSKEY_MESSAGES, relyingPartyOf } from './context';

/** An account's passkeys as a second factor: adding them (registration.ts), using them (sign-in.ts), the list. */
export function createPasskeyService(deps: PasskeyDeps) {
  const context = passkeyContext(deps);
  const { db } = context;
  const registration = registrationFlows(context);
  const signIn = signInFlows(context);
  return {
    async list(principal: SessionPrincipal) {
      return { items: (await repo.listPasskeys(db, principal.userId)).map(toPasskey) };
    },
    creationOptions: registration.creationOptions,
    add: registration.add,

    async rename(principal: SessionPrincipal, id: string, name: string) {
      const row = await repo.renamePasskey(db, principal.userId, id, name);
      if (!row) throw notFound('Passkey');
      return toPasskey(row);
    },

    async remove(principal: SessionPrincipal, id: string, origin: Origin) {
      const account = await deps.auth.limitedAccountOf(principal);
      const removed = await repo.deletePasskey(db, account.id, id);
      if (!removed) throw notFound('Passkey');
      await context.audit('auth.passkey.remove', account, origin, { passkey: id, name: removed.name });
    },

    requestOptions: signIn.requestOptions,
    signIn: signIn.signIn,
  };
}
export type PasskeyService = ReturnType<typeof createPasskeyService>;
