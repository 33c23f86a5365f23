import type { ImportKind, ImportPreview } from '@sextant/contracts/admin-policies';
import { CircleAlert, Info } from 'lucide-react';
import { BroughtInHints } from './brought-in-hints';
import { Counts, RowErrors } from './import-report';
import { PreviewActions } from './preview-actions';
import { Flags, PolicyCounts } from './preview-details';
import { PreviewOutcome } from './preview-outcome';
import { usePreviewDecision } from './use-preview-decision';

const until = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

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
  const decision = usePreviewDecision(first);
  const { preview, refusal, outcome } = decision;
  if (outcome) return <PreviewOutcome kind={kind} outcome={outcome} onRestart={onRestart} />;

  const errors = refusal && refusal.report.error_count > 0 ? refusal.report : null;
  const writes = preview.new + preview.changed;
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
      <BroughtInHints hints={preview.possible_brought_in} newTab />
      {errors && <RowErrors report={errors} />}
      {writes === 0 && !errors && (
        <p className="text-sm text-ink-muted">
          Every row is already stored as it is in the file: confirming changes nothing.
        </p>
      )}
      <PreviewActions decision={decision} refused={errors !== null} />
    </section>
  );
}
