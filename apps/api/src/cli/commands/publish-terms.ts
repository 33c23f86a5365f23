import { AdminTermsPublish } from '@sextant/contracts/admin-terms';
import { readFileArgs } from '@/cli/args';
import type { CliCommand } from '@/cli/command';
import { resolveFirm } from '@/cli/firm-option';
import { createTermsAdminService } from '@/modules/terms/admin-service';
import { cliActor } from '@/shared/actor';

export const command: CliCommand = {
  name: 'publish-terms',
  usage: 'FILE [--firm ID]',
  summary:
    'Publish the text of FILE (UTF-8 plain text) as the firm’s next terms version; clients accept it at their next sign-in.',
  async run(args, { app, out, err }) {
    const input = await readFileArgs(args, 'Name the file of the terms: publish-terms FILE [--firm ID]');
    if ('error' in input) {
      err(input.error);
      return 1;
    }
    const { file } = input;
    const text = input.bytes.toString('utf8');
    const checked = AdminTermsPublish.safeParse({ text: text.replace(/^\uFEFF/, '') });
    if (!checked.success) {
      err(`${file}: ${checked.error.issues[0]!.message}`);
      return 1;
    }
    const chosen = await resolveFirm(app.db, input.firm);
    if ('error' in chosen) {
      err(chosen.error);
      return 1;
    }
    const created = await createTermsAdminService(app.db).publish(
      cliActor(chosen.firm.id, app.clock()),
      checked.data.text,
    );
    out(
      `Published terms version ${created.version} for ${chosen.firm.name}. Clients must accept it at their next sign-in.`,
    );
    return 0;
  },
};
