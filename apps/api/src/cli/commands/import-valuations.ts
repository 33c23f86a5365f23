import path from 'node:path';
import type { ImportReport } from '@sextant/contracts/admin-policies';
import { readFileArgs } from '@/cli/args';
import type { CliCommand } from '@/cli/command';
import { resolveFirm } from '@/cli/firm-option';
import { importValuations } from '@/modules/policies/valuation-import';

const number = (n: number) => n.toLocaleString('en-GB');

/** The row report as lines: the counts, then each listed error. */
export function reportLines(report: ImportReport): string[] {
  const lines = [
    `Rows: ${number(report.rows)}  inserted: ${number(report.inserted)}  updated: ${number(report.updated)}  unchanged: ${number(report.unchanged)}`,
  ];
  if (!report.applied) {
    lines.push(
      `Nothing was imported: ${number(report.error_count)} error${report.error_count === 1 ? '' : 's'}.`,
    );
    for (const error of report.errors) lines.push(`  row ${error.row}, ${error.field}: ${error.message}`);
    if (report.error_count > report.errors.length)
      lines.push(`  … and ${number(report.error_count - report.errors.length)} more.`);
  }
  return lines;
}

export const command: CliCommand = {
  name: 'import-valuations',
  usage: 'FILE.csv [--firm ID]',
  summary:
    'Import valuations (policy_reference,date,value,currency); prints the row report. Any bad row: nothing changes, exit 1.',
  async run(args, { app, out, err }) {
    const input = await readFileArgs(args, 'Name the CSV file: import-valuations FILE.csv [--firm ID]');
    if ('error' in input) {
      err(input.error);
      return 1;
    }
    const { file } = input;
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(input.bytes);
    } catch {
      err(`${file} is not UTF-8 text: save it as “CSV UTF-8”.`);
      return 1;
    }
    const chosen = await resolveFirm(app.db, input.firm);
    if ('error' in chosen) {
      err(chosen.error);
      return 1;
    }
    let shown = '';
    const report = await importValuations(app.db, chosen.firm.id, text, {
      now: app.clock(),
      actorId: null,
      fileName: path.basename(file),
      onProgress: (phase, processed, total) => {
        // A line every tenth of the way, and at the ends.
        const step = Math.max(1, Math.ceil(total / 10));
        const line = `${phase === 'validating' ? 'Validated' : 'Written'} ${number(processed)} of ${number(total)} rows`;
        if ((processed % step === 0 || processed === total) && line !== shown) {
          shown = line;
          err(line);
        }
      },
    });
    for (const line of reportLines(report)) out(line);
    return report.applied ? 0 : 1;
  },
};
