import { readFile } from 'node:fs/promises';
import { AdminTermsPublish } from '@sextant/contracts/admin-terms';
import { publishTerms } from '../../modules/terms/admin-service';
import { readArgs } from '../args';
import type { CliCommand } from '../command';
import { resolveFirm } from '../firm-option';

export const command: CliCommand = {
  name: 'publish-terms',
  usage: 'FILE [--firm ID]',
  summary:
    'Publish the text of FILE (UTF-8 plain text) as the firm’s next terms version; clients accept it at their next sign-in.',
  async run(args, { app, out, err }) {
    const parsed = readArgs(args, { firm: { type: 'string' } }, 1);
    if ('error' in parsed) {
      err(parsed.error ?? 'Bad arguments.');
      return 1;
    }
    const [file] = parsed.positionals;
    if (!file) {
      err('Name the file of the terms: publish-terms FILE [--firm ID]');
      return 1;
    }
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      err(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      return 1;
    }
    const checked = AdminTermsPublish.safeParse({ text: text.replace(/^\uFEFF/, '') });
    if (!checked.success) {
      err(`${file}: ${checked.error.issues[0]!.message}`);
      return 1;
    }
    const chosen = await resolveFirm(app.db, parsed.values.firm);
    if ('error' in chosen) {
      err(chosen.error);
      return 1;
    }
    const created = await publishTerms(app.db, chosen.firm.id, checked.data.text, {
      actorId: null,
      now: app.clock(),
    });
    out(
      `Published terms version ${created.version} for ${chosen.firm.name}. Clients must accept it at their next sign-in.`,
    );
    return 0;
  },
};
