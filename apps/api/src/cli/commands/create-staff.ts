import { AdminStaffCreate } from '@sextant/contracts/admin-staff';
import { personCommand } from '@/cli/person-command';
import { createStaffService } from '@/modules/staff/service';

/** Creates a staff member without a password and prints the one-time password set-up link (also mailed). */
export const command = personCommand({
  name: 'create-staff',
  usage: '--email E --given-name G --family-name F --role adviser|admin [--firm ID]',
  summary: 'Add a staff member (adviser or admin) and print their one-time password set-up link.',
  schema: AdminStaffCreate,
  extra: ['role'],
  async add(app, actor, person, firm) {
    const staffService = createStaffService({ db: app.db, sendInvite: app.auth.sendInvite });
    const { staff, invite_link } = await staffService.createStaff(actor, person);
    return [
      `Created ${staff.role} ${staff.first_name} ${staff.surname} <${staff.email}> of ${firm.name} (${staff.uuid}).`,
      `One-time password set-up link (mailed to them, valid 14 days): ${invite_link}`,
    ];
  },
});
