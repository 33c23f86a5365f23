import type { ImportConfirmation, ImportPreview } from '@sextant/contracts/admin-policies';
import { useState } from 'react';
import { useCancelPreview, useConfirmPreview } from '@/back-office/features/policies/api/import-preview';
import { isHttpError } from '@/shared/http/client';
import { toastError } from '@/shared/ui/toast';

/** What became of the preview once the staff member decided. */
export type Outcome =
  | { kind: 'confirmed'; confirmation: ImportConfirmation }
  | { kind: 'cancelled' }
  /** Confirmed or cancelled elsewhere, or expired: the file must be checked again. */
  | { kind: 'closed'; message: string };

/**
 * Confirming or cancelling a preview. A confirmation the second check refuses leaves the preview open
 * with the refusal (`refusal`) and the preview as checked again; the suspicious rows must be accepted
 * again.
 */
export function usePreviewDecision(first: ImportPreview) {
  const [preview, setPreview] = useState(first);
  const [refusal, setRefusal] = useState<ImportConfirmation | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [accepted, setAccepted] = useState(false);
  const confirm = useConfirmPreview();
  const cancel = useCancelPreview();

  const closedBy = (error: unknown) => {
    if (isHttpError(error) && (error.status === 409 || error.status === 410 || error.status === 404))
      setOutcome({ kind: 'closed', message: error.message });
    else toastError('The server could not be reached. Nothing was changed; please try again.');
  };

  // The outcome comes from the mutation's promise, not from mutate's callbacks: those are dropped when the
  // click lands before React has subscribed the hook (a button clicked as soon as it appears, on a busy
  // machine: this page's tests lost their outcome so, 2026-11-28).
  const onConfirm = () =>
    confirm.mutateAsync(preview.uuid).then((confirmation) => {
      if (confirmation.report.applied) setOutcome({ kind: 'confirmed', confirmation });
      else {
        setRefusal(confirmation);
        setPreview(confirmation.preview);
        setAccepted(false);
      }
    }, closedBy);
  const onCancel = () =>
    cancel.mutateAsync(preview.uuid).then(() => setOutcome({ kind: 'cancelled' }), closedBy);

  return {
    preview,
    refusal,
    outcome,
    accepted,
    setAccepted,
    confirming: confirm.isPending,
    cancelling: cancel.isPending,
    onConfirm,
    onCancel,
  };
}

export type PreviewDecision = ReturnType<typeof usePreviewDecision>;
