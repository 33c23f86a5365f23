import type { ImportPreview } from '@sextant/contracts/admin-policies';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/money';
import { appPath } from '@/shared/routing/app-path';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { n, rowsText } from './import-report';

/** Per policy, what confirming would do. */
export function PolicyCounts({ preview }: { preview: ImportPreview }) {
  const cell = 'px-4 py-2 text-right tabular-nums';
  return (
    <ScrollRegion label="Rows by policy">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-4 py-3 text-left text-sm text-ink-muted">
          What confirming would do to each policy.
        </caption>
        <thead className="border-y border-line bg-navy-50/60 text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Policy
            </th>
            {['New', 'Changed', 'Unchanged', 'Suspicious'].map((header) => (
              <th key={header} scope="col" className="px-4 py-2 text-right font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {preview.policies.map((policy) => (
            <tr key={policy.uuid}>
              <th scope="row" className="px-4 py-2 font-medium">
                <Link to={appPath.adminPolicy({ id: policy.uuid })} className="text-ink hover:underline">
                  {policy.reference}
                </Link>
              </th>
              <td className={cell}>{n(policy.new)}</td>
              <td className={cell}>{n(policy.changed)}</td>
              <td className={cell}>{n(policy.unchanged)}</td>
              <td className={`${cell} ${policy.flagged > 0 ? 'font-semibold text-amber-800' : ''}`}>
                {n(policy.flagged)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The suspicious rows: valid, so the file can be confirmed, but each worth a look first. */
export function Flags({ preview }: { preview: ImportPreview }) {
  return (
    <section
      aria-labelledby="flags-heading"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="flags-heading" className="flex items-center gap-2 font-semibold text-amber-900">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {rowsText(preview.flag_count, 'suspicious row')}
      </h3>
      <p className="text-sm text-amber-900">
        These rows are valid but look wrong. Check each against the provider’s statement before you confirm.
        {preview.flag_count > preview.flags.length && ` The first ${n(preview.flags.length)} are listed.`}
      </p>
      <ol className="flex flex-col divide-y divide-amber-200 text-sm">
        {preview.flags.map((flag) => (
          <li key={`${flag.row}-${flag.code}`} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
            <span className="shrink-0 font-semibold text-ink sm:w-52">
              Line {flag.row} · {flag.policy_reference} · {formatDate(flag.date)}
            </span>
            <span className="text-ink">{flag.message}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
