import type { ImportConfirmation, ImportKind, ImportPreview } from '@sextant/contracts/admin-policies';
import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useCancelPreview, useConfirmPreview } from '@/back-office/features/policies/api/import-preview';
import { formatDate } from '@/shared/format/money';
import { isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { Spinner } from '@/shared/ui/spinner';
import { toastError } from '@/shared/ui/toast';
import { Counts, ImportReportView, n, RowErrors, rowsText } from './import-report';

const until = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** What became of the preview once the staff member decided. */
type Outcome =
  | { kind: 'confirmed'; confirmation: ImportConfirmation }
  | { kind: 'cancelled' }
  /** Confirmed or cancelled elsewhere, or expired: the file must be checked again. */
  | { kind: 'closed'; message: string };

function PolicyCounts({ preview }: { preview: ImportPreview }) {
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
function Flags({ preview }: { preview: ImportPreview }) {
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

interface PreviewPanelProps {
  kind: ImportKind;
  preview: ImportPreview;
  /** Back to choosing a file. */
  onRestart: () => void;
}

/**
 * A checked file waiting for a decision: per policy what confirming would do, the suspicious rows, then
 * Confirm (the server checks the file again first) or Cancel. Nothing is written before Confirm.
 */
export function PreviewPanel({ kind, preview: first, onRestart }: PreviewPanelProps) {
  const [preview, setPreview] = useState(first);
  // Set when the second check at confirmation refused the file: why, and its bad rows if any.
  const [refusal, setRefusal] = useState<ImportConfirmation | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [accepted, setAccepted] = useState(false);
  const confirm = useConfirmPreview();
  const cancel = useCancelPreview();
  const acceptId = useId();
  const busy = confirm.isPending || cancel.isPending;

  const closedBy = (error: unknown) => {
    if (isHttpError(error) && (error.status === 409 || error.status === 410 || error.status === 404))
      setOutcome({ kind: 'closed', message: error.message });
    else toastError('The server could not be reached. Nothing was changed; please try again.');
  };

  const onConfirm = () =>
    confirm.mutate(preview.uuid, {
      onSuccess: (confirmation) => {
        if (confirmation.report.applied) setOutcome({ kind: 'confirmed', confirmation });
        else {
          setRefusal(confirmation);
          setPreview(confirmation.preview);
          setAccepted(false);
        }
      },
      onError: closedBy,
    });
  const onCancel = () =>
    cancel.mutate(preview.uuid, { onSuccess: () => setOutcome({ kind: 'cancelled' }), onError: closedBy });

  const again = (
    <button type="button" className={buttonClass('secondary', 'lg', 'self-start')} onClick={onRestart}>
      Import another file
    </button>
  );
  if (outcome?.kind === 'confirmed')
    return (
      <div className="flex flex-col gap-4">
        <ImportReportView kind={kind} report={outcome.confirmation.report} />
        {again}
      </div>
    );
  if (outcome)
    return (
      <div className="flex flex-col gap-4">
        <p
          role={outcome.kind === 'closed' ? 'alert' : 'status'}
          className="flex items-center gap-2 font-medium text-ink"
        >
          <Info aria-hidden="true" className="size-5 shrink-0" />
          {outcome.kind === 'cancelled'
            ? 'Import cancelled. Nothing was imported.'
            : `${outcome.message} Nothing was imported from this preview.`}
        </p>
        {again}
      </div>
    );

  const errors = refusal && refusal.report.error_count > 0 ? refusal.report : null;
  const writes = preview.new + preview.changed;
  const mustAccept = preview.flag_count > 0 && !errors;
  return (
    <section aria-labelledby="preview-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="preview-heading" className="text-lg font-semibold text-ink">
          Preview{preview.file_name ? ` of ${preview.file_name}` : ''}
        </h2>
        <p className="flex items-start gap-2 rounded-xl bg-navy-50 p-3 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Nothing has changed yet.</strong> Clients see none of these{' '}
            {kind === 'valuations' ? 'values' : 'transactions'} until you confirm. You can confirm until{' '}
            {until.format(new Date(preview.expires_at))}.
          </span>
        </p>
      </div>
      {refusal?.message && (
        <p role="alert" className="flex items-start gap-2 font-medium text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {refusal.message}
        </p>
      )}
      <Counts
        counts={[
          ['Rows', preview.rows],
          ['New', preview.new],
          ['Changed', preview.changed],
          ['Unchanged', preview.unchanged],
        ]}
      />
      {preview.policies.length > 0 && <PolicyCounts preview={preview} />}
      {preview.flag_count > 0 && <Flags preview={preview} />}
      {errors && <RowErrors report={errors} />}
      {writes === 0 && !errors && (
        <p className="text-sm text-ink-muted">
          Every row is already stored as it is in the file: confirming changes nothing.
        </p>
      )}
      {mustAccept && (
        <label htmlFor={acceptId} className="flex items-start gap-3 text-sm text-ink">
          <input
            id={acceptId}
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-teal-600"
          />
          I have checked the {rowsText(preview.flag_count, 'suspicious row')} and want to import{' '}
          {preview.flag_count === 1 ? 'it as it is' : 'them as they are'}.
        </label>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        {!errors && (
          <button
            type="button"
            className={buttonClass('primary', 'lg')}
            disabled={busy || (mustAccept && !accepted)}
            aria-busy={confirm.isPending || undefined}
            onClick={onConfirm}
          >
            {confirm.isPending && <Spinner className="size-4.5" />}
            Confirm import of {rowsText(preview.rows)}
          </button>
        )}
        <button
          type="button"
          className={buttonClass('secondary', 'lg')}
          disabled={busy}
          aria-busy={cancel.isPending || undefined}
          onClick={onCancel}
        >
          {cancel.isPending && <Spinner className="size-4.5" />}
          Cancel import
        </button>
      </div>
    </section>
  );
}
