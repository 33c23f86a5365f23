import type { AdminDocument } from '@sextant/contracts/admin-due-diligence';
import { Download, FileText, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type DocumentSlot,
  useRemoveDocument,
  useUploadDocument,
} from '@/back-office/features/due-diligence/api/documents';
import { FileButton } from '@/back-office/shared/file-button';
import { isHttpError } from '@/shared/http/client';
import { downloadFile } from '@/shared/http/save-file';
import { buttonClass } from '@/shared/ui/button';
import { useConfirm } from '@/shared/ui/lazy-dialog';
import { Spinner } from '@/shared/ui/spinner';
import { toastError, toastSuccess } from '@/shared/ui/toast';

const MAX_BYTES = 10 * 1024 * 1024;

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A PDF attached to the report or a provider report: check it, upload or replace it, remove it. */
export function DocumentEditor({
  slot,
  document,
  label,
}: {
  slot: DocumentSlot;
  document: AdminDocument | null;
  label: string;
}) {
  const id = useId();
  const upload = useUploadDocument(slot);
  const remove = useRemoveDocument(slot);
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [ask, confirmDialog] = useConfirm();
  const busy = upload.isPending || remove.isPending;

  const choose = (file: File) => {
    if (file.type && file.type !== 'application/pdf') return setError('Choose a PDF file.');
    if (file.size > MAX_BYTES) return setError('The file can be at most 10 MB.');
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toastSuccess('The PDF is saved.'),
      onError: (failure) => {
        const field = isHttpError(failure) && failure.status === 422 ? failure.field('file') : undefined;
        if (field) setError(field);
        else if (isHttpError(failure) && failure.status === 413) setError('The file can be at most 10 MB.');
        else toastError('The PDF could not be uploaded. Please try again.');
      },
    });
  };

  const open = async () => {
    if (!document) return;
    setOpening(true);
    try {
      await downloadFile(document._links.self.href, document.filename);
    } catch {
      toastError('The PDF could not be downloaded. Please try again.');
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className="flex flex-col gap-2" aria-busy={busy || undefined}>
      <p className="text-sm font-medium text-ink">{label}</p>
      {document ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <FileText aria-hidden="true" className="size-4 text-ink-muted" />
          <span className="break-all">{document.filename}</span>
          <span className="text-ink-muted">({size(document.size)})</span>
        </p>
      ) : (
        <p className="text-sm text-ink-muted">No PDF attached.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <FileButton
          input={{ id, accept: 'application/pdf,.pdf', 'aria-hidden': true }}
          onFile={choose}
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {upload.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Upload aria-hidden="true" className="size-4" />
          )}
          {upload.isPending ? 'Uploading…' : document ? 'Replace PDF' : 'Upload PDF'}
        </FileButton>
        {document && (
          <>
            <button type="button" className={buttonClass('ghost')} onClick={open} disabled={opening}>
              {opening ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
              Download
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'md', 'text-red-800')}
              disabled={busy}
              onClick={(event) =>
                ask(
                  {
                    title: 'Remove the PDF?',
                    description: `${document.filename} is deleted; clients can no longer download it.`,
                    confirm: 'Remove',
                    onConfirm: () =>
                      remove.mutate(undefined, {
                        onSuccess: () => toastSuccess('The PDF is removed.'),
                        onError: () => toastError('The PDF could not be removed. Please try again.'),
                      }),
                  },
                  event.currentTarget,
                )
              }
            >
              {remove.isPending && <Spinner className="size-4" />}
              Remove PDF
            </button>
          </>
        )}
      </div>
      <p className="text-xs text-ink-muted">A PDF of at most 10 MB; a new one replaces the one before.</p>
      {confirmDialog}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
