import type { ImportReport } from '@sextant/contracts/admin-policies';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { ScrollRegion } from '@/shared/ui/scroll-region';

const n = (value: number) => value.toLocaleString('en-GB');

/** The row report of an import: the counts, and when any row was bad, why (nothing was changed then). */
export function ImportReportView({ report }: { report: ImportReport }) {
  const counts: [string, number][] = [
    ['Rows', report.rows],
    ['Inserted', report.inserted],
    ['Updated', report.updated],
    ['Unchanged', report.unchanged],
  ];
  return (
    <section aria-labelledby="report-heading" className="flex flex-col gap-4">
      <h2 id="report-heading" className="sr-only">
        Import report
      </h2>
      {report.applied ? (
        <p role="status" className="flex items-center gap-2 font-medium text-teal-800">
          <CircleCheck aria-hidden="true" className="size-5" />
          Imported. Clients see the new values at once.
        </p>
      ) : (
        <p role="alert" className="flex items-center gap-2 font-medium text-red-800">
          <CircleAlert aria-hidden="true" className="size-5" />
          Nothing was imported: {n(report.error_count)}{' '}
          {report.error_count === 1 ? 'row needs' : 'problems need'} fixing. Correct the file and import it
          again.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-2xl font-semibold text-ink">{n(value)}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 && (
        <ScrollRegion label="Problems found">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="px-4 py-3 text-left text-sm text-ink-muted">
              {report.error_count > report.errors.length
                ? `The first ${n(report.errors.length)} of ${n(report.error_count)} problems`
                : `${n(report.error_count)} ${report.error_count === 1 ? 'problem' : 'problems'}`}
              , by line of the file (the header is line 1).
            </caption>
            <thead className="border-y border-line bg-navy-50/60 text-xs tracking-wide text-ink-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Row
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
      )}
    </section>
  );
}
