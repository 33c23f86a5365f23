import type { Actor } from '@/shared/actor';
import { unprocessable } from '@/shared/errors';
import { clearLockout, retireInvites } from '@/shared/people/repository';
import { actingAt, auditPerson as audit } from '@/shared/people/service';
import { forgetTrustedDevices } from '@/shared/sessions/device-repository';
import { revokeUserSessions } from '@/shared/sessions/repository';
import type { ClientAdminContext } from './admin-context';
import { updateClient } from './admin-repository';

/** The firm changing how a client signs in: deactivating, resetting the second factor, unlocking. */
export function accessFlows({ services, loadClient, getClient }: ClientAdminContext) {
  return {
    /** Deactivating ends the client's sessions and outstanding invites; sign-in and invites refuse them. */
    async setClientActive(actor: Actor, id: string, active: boolean) {
      const deps = actingAt(services, actor);
      const { user } = await loadClient(actor.firmId, id);
      if (user.active === active)
        throw unprocessable({
          client: [active ? 'This client is already active.' : 'This client is already deactivated.'],
        });
      await deps.db.transaction(async (t) => {
        await updateClient(t, actor.firmId, id, { active, updatedAt: deps.now });
        if (!active) {
          await revokeUserSessions(t, id, null, deps.now);
          await retireInvites(t, id, deps.now);
        }
      });
      await audit(deps, actor, active ? 'admin.client.reactivate' : 'admin.client.deactivate', user.email, {
        client: id,
      });
      return getClient(actor.firmId, id);
    },

    /** Turns the client's MFA off and ends their sessions: they set it up again at their next sign-in. */
    async resetClientMfa(actor: Actor, id: string) {
      const deps = actingAt(services, actor);
      const { user } = await loadClient(actor.firmId, id);
      await deps.db.transaction(async (t) => {
        await updateClient(t, actor.firmId, id, {
          mfaSecret: null,
          mfaPendingSecret: null,
          mfaLastStep: null,
          updatedAt: deps.now,
        });
        await forgetTrustedDevices(t, id);
        await revokeUserSessions(t, id, null, deps.now);
      });
      await audit(deps, actor, 'admin.client.mfa_reset', user.email, { client: id });
      return getClient(actor.firmId, id);
    },

    /** Clears the client's lock and count of failures: they sign in with their password and a code as usual. */
    async unlockClient(actor: Actor, id: string) {
      const deps = actingAt(services, actor);
      const { user, locked } = await loadClient(actor.firmId, id);
      if (!locked) throw unprocessable({ client: ['This client is not locked.'] });
      await clearLockout(deps.db, user.email);
      await audit(deps, actor, 'admin.client.unlock', user.email, { client: id });
      return getClient(actor.firmId, id);
    },
  };
}
