import type { ImportKind, ImportReport } from '@sextant/contracts/admin-policies';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { ScrollRegion } from '@/shared/ui/scroll-region';

export const n = (value: number) => value.toLocaleString('en-GB');

/** "1 row", "12 rows". */
export const rowsText = (count: number, one = 'row', many = `${one}s`) =>
  `${n(count)} ${count === 1 ? one : many}`;

/** A row of figures, each named (Rows 12, New 10…). */
export function Counts({ counts }: { counts: readonly (readonly [string, number])[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {counts.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="text-2xl font-semibold text-ink tabular-nums">{n(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The bad rows of a file, by line: while any is there nothing can be imported. */
export function RowErrors({ report }: { report: ImportReport }) {
  return (
    <ScrollRegion label="Problems found">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-4 py-3 text-left text-sm text-ink-muted">
          {report.error_count > report.errors.length
            ? `The first ${n(report.errors.length)} of ${n(report.error_count)} problems`
            : rowsText(report.error_count, 'problem')}
          , by line of the file (the header is line 1).
        </caption>
        <thead className="border-y border-line bg-navy-50/60 text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Line
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Field
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Problem
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {report.errors.map((error, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row can have several errors; the list never reorders
            <tr key={index}>
              <td className="px-4 py-2 tabular-nums">{error.row}</td>
              <td className="px-4 py-2 font-mono text-xs">{error.field}</td>
              <td className="px-4 py-2">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * What became of a file: written (after its preview was confirmed), or refused for its bad rows (then
 * nothing was written and nothing can be confirmed).
 */
export function ImportReportView({ kind, report }: { kind: ImportKind; report: ImportReport }) {
  return (
    <section aria-labelledby="report-heading" className="flex flex-col gap-4">
      <h2 id="report-heading" className="sr-only">
        Import report
      </h2>
      {report.applied ? (
        <p role="status" className="flex items-center gap-2 font-medium text-teal-800">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          Imported. Clients see the new {kind === 'valuations' ? 'values' : 'transactions'} at once.
        </p>
      ) : (
        <p role="alert" className="flex items-center gap-2 font-medium text-red-800">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          Nothing can be imported from this file: {rowsText(report.error_count, 'problem')}{' '}
          {report.error_count === 1 ? 'needs' : 'need'} fixing. Correct the file and check it again.
        </p>
      )}
      <Counts
        counts={[
          ['Rows', report.rows],
          [report.applied ? 'Inserted' : 'New', report.inserted],
          [report.applied ? 'Updated' : 'Changed', report.updated],
          ['Unchanged', report.unchanged],
        ]}
      />
      {report.errors.length > 0 && <RowErrors report={report} />}
    </section>
  );
}
