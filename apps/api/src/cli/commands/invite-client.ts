import { parseArgs } from 'node:util';
import { AdminClientCreate } from '@sextant/contracts/admin-clients';
import { inviteClientByEmail } from '../../modules/client/admin-service';
import { resolveFirm } from '../../modules/staff/service';
import type { CliCommand, CliContext } from '../command';
import { failed, fieldProblems } from './create-staff';

const USAGE = '--email E --given-name G --family-name F [--firm ID]';

/**
 * Creates the client (or takes the firm's client with that email who has not set a password yet) and
 * mails the invite, through the same service as the API; prints the link.
 */
export const command: CliCommand = {
  name: 'invite-client',
  usage: USAGE,
  summary: 'Add a client (or take one not yet signed up), mail the invite and print its link.',
  async run(args: string[], { app, out, err }: CliContext) {
    let values: Record<string, string | undefined>;
    try {
      ({ values } = parseArgs({
        args,
        strict: true,
        allowPositionals: false,
        options: {
          email: { type: 'string' },
          'given-name': { type: 'string' },
          'family-name': { type: 'string' },
          firm: { type: 'string' },
        },
      }));
    } catch (error) {
      err(`invite-client: ${(error as Error).message}. Usage: invite-client ${USAGE}`);
      return 1;
    }
    const parsed = AdminClientCreate.pick({ email: true, first_name: true, surname: true }).safeParse({
      email: values.email ?? '',
      first_name: values['given-name'] ?? '',
      surname: values['family-name'] ?? '',
    });
    if (!parsed.success) {
      err(
        `invite-client: ${fieldProblems(parsed.error, { first_name: '--given-name', surname: '--family-name' })}. Usage: invite-client ${USAGE}`,
      );
      return 1;
    }
    try {
      const firm = await resolveFirm(app.db, values.firm);
      const { client, link } = await inviteClientByEmail(
        { db: app.db, sendInvite: app.auth.sendInvite, now: app.clock() },
        { userId: null, firmId: firm.id, ip: null },
        parsed.data,
      );
      out(
        `Invited ${client.first_name} ${client.surname} <${client.email}> of ${firm.name} (${client.uuid}).`,
      );
      out(`Invite link (mailed to them, valid 14 days): ${link}`);
      return 0;
    } catch (error) {
      return failed('invite-client', error, err);
    }
  },
};
