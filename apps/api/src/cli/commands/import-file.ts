import path from 'node:path';
import type { ImportKind, ImportReport } from '@sextant/contracts/admin-policies';
import { readFileArgs } from '@/cli/args';
import type { CliCommand } from '@/cli/command';
import { resolveFirm } from '@/cli/firm-option';
import { type ImportCheck, reportOf, summaryOf } from '@/modules/policies/imports/check';
import { auditPreview, checkImport, writeImport } from '@/modules/policies/imports/previews';
import { cliActor } from '@/shared/actor';

const number = (n: number) => n.toLocaleString('en-GB');
const plural = (n: number, word: string) => `${number(n)} ${word}${n === 1 ? '' : 's'}`;

/** The written report as lines: the counts, then, when nothing was written, each listed error. */
export function reportLines(report: ImportReport): string[] {
  const lines = [
    `Rows: ${number(report.rows)}  inserted: ${number(report.inserted)}  updated: ${number(report.updated)}  unchanged: ${number(report.unchanged)}`,
  ];
  if (report.error_count > 0) {
    lines.push(`Nothing was imported: ${plural(report.error_count, 'error')}.`);
    for (const error of report.errors) lines.push(`  row ${error.row}, ${error.field}: ${error.message}`);
    if (report.error_count > report.errors.length)
      lines.push(`  … and ${number(report.error_count - report.errors.length)} more.`);
  }
  return lines;
}

/** The preview as lines, as the back office shows it: counts in all and by policy, then the suspicious rows. */
export function previewLines(check: ImportCheck): string[] {
  const summary = summaryOf(check);
  const counts = (c: { new: number; changed: number; unchanged: number }) =>
    `new: ${number(c.new)}  changed: ${number(c.changed)}  unchanged: ${number(c.unchanged)}`;
  const lines = [
    `Rows: ${number(summary.rows)}  ${counts(summary)}  suspicious: ${number(summary.flag_count)}`,
  ];
  for (const policy of summary.policies)
    lines.push(`  ${policy.reference}  ${counts(policy)}  suspicious: ${number(policy.flagged)}`);
  if (check.flags.length > 0) {
    lines.push('Suspicious rows:');
    for (const flag of check.flags)
      lines.push(`  row ${flag.row}, ${flag.policy_reference}, ${flag.date} (${flag.code}): ${flag.message}`);
  }
  if (check.possibleBroughtIn.length > 0) {
    lines.push('First valuations that look like a value brought in (mark the policy so in the back office):');
    for (const hint of check.possibleBroughtIn)
      lines.push(`  row ${hint.row}, ${hint.policy_reference}, ${hint.date}: ${hint.message}`);
  }
  return lines;
}

const SWITCHES = ['dry-run', 'accept-warnings'] as const;

/** Rows with at least one flag (a row may have several). */
const suspiciousRows = (check: ImportCheck) => new Set(check.flags.map((flag) => flag.row)).size;

/**
 * `import-valuations` and `import-transactions`: the file is checked as the back office checks it and its
 * preview printed; then, unless `--dry-run`, written (all or nothing). A file with suspicious rows is
 * refused unless `--accept-warnings`.
 */
export function importCommand(kind: ImportKind, name: string, columns: string): CliCommand {
  const usage = 'FILE.csv [--dry-run] [--accept-warnings] [--firm ID]';
  return {
    name,
    usage,
    summary: `Import ${kind} (${columns}): prints the preview (rows new, changed, unchanged by policy; suspicious rows), then writes every row. Any bad row, or a suspicious one without --accept-warnings: nothing changes, exit 1. --dry-run only prints the preview.`,
    async run(args, { app, out, err }) {
      const input = await readFileArgs(args, `Name the CSV file: ${name} ${usage}`, SWITCHES);
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
      const check = await checkImport(app.db, kind, chosen.firm.id, text, {
        now: app.clock(),
        onProgress: (_phase, processed, total) => {
          // A line every tenth of the way, and at the ends.
          const step = Math.max(1, Math.ceil(total / 10));
          const line = `Checked ${number(processed)} of ${number(total)} rows`;
          if ((processed % step === 0 || processed === total) && line !== shown) {
            shown = line;
            err(line);
          }
        },
      });
      if (check.errors.length > 0) {
        for (const line of reportLines(reportOf(check, null))) out(line);
        return 1;
      }
      for (const line of previewLines(check)) out(line);
      const actor = cliActor(chosen.firm.id, app.clock());
      const fileName = path.basename(file);
      await auditPreview(app.db, check, actor, { fileName, previewId: null });
      if (input.given.has('dry-run')) {
        out('Dry run: nothing was imported.');
        return 0;
      }
      const suspicious = suspiciousRows(check);
      if (suspicious > 0 && !input.given.has('accept-warnings')) {
        out(
          `Nothing was imported: ${plural(suspicious, 'suspicious row')}. Check ${suspicious === 1 ? 'it' : 'them'}, then run again with --accept-warnings to import anyway.`,
        );
        return 1;
      }
      const report = await writeImport(app.db, check, actor, { fileName, previewId: null });
      for (const line of reportLines(report)) out(line);
      return 0;
    },
  };
}
