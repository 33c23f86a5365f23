import { AdminStaffCreate } from '@sextant/contracts/admin-staff';
import { readPersonArgs } from '@/cli/args';
import { type CliCommand, refused } from '@/cli/command';
import { resolveFirm } from '@/cli/firm-option';
import { createStaffService } from '@/modules/staff/service';
import { cliActor } from '@/shared/actor';

/** Creates a staff member without a password and prints the one-time password set-up link (also mailed). */
export const command: CliCommand = {
  name: 'create-staff',
  usage: '--email E --given-name G --family-name F --role adviser|admin [--firm ID]',
  summary: 'Add a staff member (adviser or admin) and print their one-time password set-up link.',
  async run(args, { app, out, err }) {
    const read = readPersonArgs(args, command, AdminStaffCreate, ['role']);
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
      const staffService = createStaffService({ db: app.db, sendInvite: app.auth.sendInvite });
      const { staff, invite_link } = await staffService.createStaff(cliActor(firm.id, now), read.person);
      out(
        `Created ${staff.role} ${staff.first_name} ${staff.surname} <${staff.email}> of ${firm.name} (${staff.uuid}).`,
      );
      out(`One-time password set-up link (mailed to them, valid 14 days): ${invite_link}`);
      return 0;
    } catch (error) {
      return refused(command.name, error, err);
    }
  },
};
