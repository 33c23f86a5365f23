import { useId } from 'react';
import { buttonClass } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { rowsText } from './import-report';
import type { PreviewDecision } from './use-preview-decision';

interface PreviewActionsProps {
  decision: PreviewDecision;
  /** The second check found bad rows: the file can only be cancelled. */
  refused: boolean;
}

/** Confirm (once any suspicious rows are accepted) or cancel the preview. */
export function PreviewActions({ decision, refused }: PreviewActionsProps) {
  const acceptId = useId();
  const { preview, accepted, setAccepted, confirming, cancelling, onConfirm, onCancel } = decision;
  const busy = confirming || cancelling;
  const mustAccept = preview.flag_count > 0 && !refused;
  return (
    <>
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
        {!refused && (
          <button
            type="button"
            className={buttonClass('primary', 'lg')}
            disabled={busy || (mustAccept && !accepted)}
            aria-busy={confirming || undefined}
            onClick={onConfirm}
          >
            {confirming && <Spinner className="size-4.5" />}
            Confirm import of {rowsText(preview.rows)}
          </button>
        )}
        <button
          type="button"
          className={buttonClass('secondary', 'lg')}
          disabled={busy}
          aria-busy={cancelling || undefined}
          onClick={onCancel}
        >
          {cancelling && <Spinner className="size-4.5" />}
          Cancel import
        </button>
      </div>
    </>
  );
}
