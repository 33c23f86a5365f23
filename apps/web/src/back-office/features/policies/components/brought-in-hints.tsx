import type { ImportPreview } from '@sextant/contracts/admin-policies';
import { HandCoins } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@/shared/format/money';
import { appPath } from '@/shared/routing/app-path';
import { rowsText } from './import-report';
import { EDIT_BROUGHT_IN } from './labels';

interface BroughtInHintsProps {
  hints: ImportPreview['possible_brought_in'];
  /** Open the policies in a new tab (while the preview still waits for a decision). */
  newTab?: boolean;
}

/**
 * First valuations that look like a value brought in: each with its figures and a link to the policy's form,
 * where the mark makes the client's figures count it as brought in rather than growth.
 */
export function BroughtInHints({ hints, newTab = false }: BroughtInHintsProps) {
  if (hints.length === 0) return null;
  return (
    <section
      aria-labelledby="brought-in-heading"
      className="flex flex-col gap-3 rounded-xl border border-line bg-navy-50 p-4"
    >
      <h3 id="brought-in-heading" className="flex items-center gap-2 font-semibold text-ink">
        <HandCoins aria-hidden="true" className="size-5 shrink-0" />
        Looks like a value brought in? {rowsText(hints.length, 'first valuation')}
      </h3>
      <p className="text-sm text-ink">
        Each would be a policy’s first valuation, worth more than 25% above what its transactions on or before
        that day paid in. If the policy was added with that value, tick “The first valuation is money brought
        in” on its form, so its client does not see that value as growth. This does not stop the import.
      </p>
      <ol className="flex flex-col divide-y divide-line text-sm">
        {hints.map((hint) => (
          <li key={hint.row} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-3">
            <span className="shrink-0 font-semibold text-ink sm:w-52">
              Line {hint.row} · {hint.policy_reference} · {formatDate(hint.date)}
            </span>
            <span className="text-ink">
              {formatMoney(Number(hint.value), hint.currency)} against{' '}
              {formatMoney(Number(hint.net_paid_in), hint.currency)} paid in before it
            </span>
            <Link
              to={appPath.adminPolicy({ id: hint.policy_uuid, search: { edit: EDIT_BROUGHT_IN } })}
              {...(newTab && { target: '_blank', rel: 'noopener' })}
              className="inline-flex min-h-11 items-center text-accent-ink underline sm:ml-auto"
            >
              Mark {hint.policy_reference}’s first valuation as brought in
              {newTab && <span className="sr-only"> (opens in a new tab)</span>}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
