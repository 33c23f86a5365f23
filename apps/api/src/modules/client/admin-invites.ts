import type { AdminClientCreate } from '@sextant/contracts/admin-clients';
import type { z } from 'zod';
import type { Actor } from '@/shared/actor';
import { findUserByEmail } from '@/shared/people/repository';
import {
  actingAt,
  auditPerson as audit,
  emailInUse,
  insertPerson,
  sendInvite,
} from '@/shared/people/service';
import type { ClientAdminContext } from './admin-context';
import { checkUkPostcode, columnsOf } from './admin-profile-fields';

type CreateInput = z.output<typeof AdminClientCreate>;

/** Adding a client and inviting them to set a password, from the back office or the CLI. */
export function inviteFlows({ services, db, loadClient, getClient }: ClientAdminContext) {
  /**
   * A new client of the actor's firm, without a password (status `invited`), and the invite when asked
   * for. The email must be free on the whole deployment; the answer never says whose it is.
   */
  async function createClient(actor: Actor | Actor<null>, input: CreateInput) {
    const deps = actingAt(services, actor);
    const id = await insertPerson(deps.db, input.email, () => ({
      ...checkUkPostcode(columnsOf(input), {}),
      firmId: actor.firmId,
      email: input.email,
      firstName: input.first_name,
      surname: input.surname,
      vip: input.vip ?? false,
      role: 'client',
      createdAt: deps.now,
      updatedAt: deps.now,
    }));
    await audit(deps, actor, 'admin.client.create', input.email, { client: id, vip: input.vip ?? false });
    const link = input.send_invite ? await sendClientInvite(actor, id) : null;
    return { client: await getClient(actor.firmId, id), link };
  }

  /**
   * Mails the client a (new) invite; earlier unused invites stop working. Only for a client who has not
   * set a password yet and is not deactivated. Answers the link (the CLI prints it; the API does not).
   */
  async function sendClientInvite(actor: Actor | Actor<null>, id: string): Promise<string> {
    const { user } = await loadClient(actor.firmId, id);
    return sendInvite(actingAt(services, actor), actor, 'client', {
      ...user,
      passwordSet: user.passwordHash !== null,
    });
  }

  return {
    createClient,

    /** Mails a (new) invite; answers the client. */
    async invite(actor: Actor, id: string) {
      await sendClientInvite(actor, id);
      return getClient(actor.firmId, id);
    },

    /**
     * The CLI's `invite-client`: creates the client, or takes the firm's existing client who has not set a
     * password yet, and mails the invite. Answers the client and the link.
     */
    async inviteClientByEmail(
      actor: Actor | Actor<null>,
      input: { email: string; first_name: string; surname: string },
    ) {
      const existing = await findUserByEmail(db, input.email);
      if (!existing) return createClient(actor, { ...input, send_invite: true });
      if (existing.firmId !== actor.firmId || existing.role !== 'client') throw emailInUse();
      const link = await sendClientInvite(actor, existing.id);
      return { client: await getClient(actor.firmId, existing.id), link };
    },
  };
}
