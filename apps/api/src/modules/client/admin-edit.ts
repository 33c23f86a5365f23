import type { AdminClientUpdate } from '@sextant/contracts/admin-clients';
import type { z } from 'zod';
import { isUniqueViolation } from '@/db/errors';
import type { Actor } from '@/shared/actor';
import { unprocessable } from '@/shared/errors';
import { findUserByEmail, retireInvites } from '@/shared/people/repository';
import { actingAt, auditPerson as audit, emailInUse } from '@/shared/people/service';
import type { ClientAdminContext } from './admin-context';
import { checkUkPostcode, columnsOf, flatten } from './admin-profile-fields';
import { updateClient } from './admin-repository';

type UpdateInput = z.output<typeof AdminClientUpdate>;

/** The firm editing a client's details: the profile, the email until a password is set, the VIP mark. */
export function editFlows({ services, loadClient, getClient }: ClientAdminContext) {
  return {
    async editClient(actor: Actor, id: string, input: UpdateInput) {
      const deps = actingAt(services, actor);
      const { user } = await loadClient(actor.firmId, id);
      let changes = checkUkPostcode(columnsOf(input), user);
      if (input.email !== undefined && input.email !== user.email) {
        if (user.passwordHash !== null)
          throw unprocessable({
            email: ['The email address can change only until the client has set a password.'],
          });
        if (await findUserByEmail(deps.db, input.email)) throw emailInUse();
        changes = { ...changes, email: input.email };
      }
      try {
        await updateClient(deps.db, actor.firmId, id, { ...changes, updatedAt: deps.now });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }
      if (changes.email) await retireInvites(deps.db, id, deps.now);
      await audit(deps, actor, 'admin.client.update', user.email, {
        client: id,
        fields: [...flatten(input).map(([field]) => field), ...(changes.email ? ['email'] : [])],
      });
      return getClient(actor.firmId, id);
    },

    async setClientVip(actor: Actor, id: string, vip: boolean) {
      const deps = actingAt(services, actor);
      const { user } = await loadClient(actor.firmId, id);
      await updateClient(deps.db, actor.firmId, id, { vip, updatedAt: deps.now });
      await audit(deps, actor, 'admin.client.vip', user.email, { client: id, vip });
      return getClient(actor.firmId, id);
    },
  };
}
