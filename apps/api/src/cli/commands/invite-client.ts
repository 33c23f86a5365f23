import { AdminClientCreate } from '@sextant/contracts/admin-clients';
import { readPersonArgs } from '@/cli/args';
import { type CliCommand, refused } from '@/cli/command';
import { resolveFirm } from '@/cli/firm-option';
import { createClientAdminService } from '@/modules/client/admin-service';
import { cliActor } from '@/shared/actor';

/**
 * Creates the client (or takes the firm's client with that email who has not set a password yet) and
 * mails the invite, through the same service as the API; prints the link.
 */
export const command: CliCommand = {
  name: 'invite-client',
  usage: '--email E --given-name G --family-name F [--firm ID]',
  summary: 'Add a client (or take one not yet signed up), mail the invite and print its link.',
  async run(args, { app, out, err }) {
    const read = readPersonArgs(
      args,
      command,
      AdminClientCreate.pick({ email: true, first_name: true, surname: true }),
    );
    if ('error' in read) {
      err(read.error);
      return 1;
    }
    const chosen = await resolveFirm(app.db, read.firm);
    if ('error' in chosen) {
      err(`${command.name}: ${chosen.error}`);
      return 1;
    }
    const { firm } = chosen;
    const now = app.clock();
    try {
      const clients = createClientAdminService({ db: app.db, sendInvite: app.auth.sendInvite });
      const { client, link } = await clients.inviteClientByEmail(cliActor(firm.id, now), read.person);
      out(
        `Invited ${client.first_name} ${client.surname} <${client.email}> of ${firm.name} (${client.uuid}).`,
      );
      out(`Invite link (mailed to them, valid 14 days): ${link}`);
      return 0;
    } catch (error) {
      return refused(command.name, error, err);
    }
  },
};
