import { AdminClientCreate } from '@sextant/contracts/admin-clients';
import { personCommand } from '@/cli/person-command';
import { createClientAdminService } from '@/modules/client/admin-service';

/**
 * Creates the client (or takes the firm's client with that email who has not set a password yet) and
 * mails the invite, through the same service as the API; prints the link.
 */
export const command = personCommand({
  name: 'invite-client',
  usage: '--email E --given-name G --family-name F [--firm ID]',
  summary: 'Add a client (or take one not yet signed up), mail the invite and print its link.',
  schema: AdminClientCreate.pick({ email: true, first_name: true, surname: true }),
  async add(app, actor, person, firm) {
    const clients = createClientAdminService({ db: app.db, sendInvite: app.auth.sendInvite });
    const { client, link } = await clients.inviteClientByEmail(actor, person);
    return [
      `Invited ${client.first_name} ${client.surname} <${client.email}> of ${firm.name} (${client.uuid}).`,
      `Invite link (mailed to them, valid 14 days): ${link}`,
    ];
  },
});
