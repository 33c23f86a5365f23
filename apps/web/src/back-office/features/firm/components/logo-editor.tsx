import { ImageOff, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useRemoveLogo, useUploadLogo } from '@/back-office/features/firm/api/firm';
import { LogoFileButton } from '@/back-office/shared/logo-file-button';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { toastError, toastSuccess } from '@/shared/ui/toast';

/** The firm's logo: a preview, an upload (checked here first, by the server on its bytes) and a removal. */
export function LogoEditor({ logo, canEdit }: { logo: string | null; canEdit: boolean }) {
  const inputId = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = upload.isPending || remove.isPending;
  // The Remove button gives way to the question: the focus moves to its answer.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const choose = (file: File) => {
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toastSuccess('The logo is saved.'),
      onError: (failure) => {
        const field = isHttpError(failure) && failure.status === 422 ? failure.field('file') : undefined;
        if (field) setError(field);
        else toastError('The logo could not be saved. Please try again.');
      },
    });
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${inputId}-heading`} className="text-base font-semibold text-ink">
        Logo
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid size-28 place-items-center overflow-hidden rounded-xl border border-line bg-surface">
          {logo ? (
            <img
              src={logo}
              alt="The firm’s current logo"
              className="max-h-full max-w-full object-contain dark:bg-white"
            />
          ) : (
            <span className="flex flex-col items-center gap-1 text-xs text-ink-muted">
              <ImageOff aria-hidden="true" className="size-6" />
              No logo
            </span>
          )}
        </div>
        {canEdit && (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              <LogoFileButton
                input={{
                  id: inputId,
                  // Out of the tab order but still named.
                  'aria-label': 'Logo image file',
                  'aria-describedby': `${inputId}-hint${error ? ` ${inputId}-error` : ''}`,
                  disabled: busy,
                }}
                onLogo={choose}
                onProblem={setError}
                disabled={busy}
                aria-busy={upload.isPending || undefined}
              >
                {upload.isPending ? (
                  <Spinner className="size-4" />
                ) : (
                  <Upload aria-hidden="true" className="size-4" />
                )}
                {logo ? 'Replace logo' : 'Upload logo'}
              </LogoFileButton>
              {logo && !confirming && (
                <button
                  type="button"
                  className={buttonClass('ghost')}
                  onClick={() => setConfirming(true)}
                  disabled={busy}
                >
                  Remove
                </button>
              )}
            </div>
            {confirming && (
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span id={`${inputId}-confirm`}>Remove the logo? Clients will see the firm’s name only.</span>
                <button
                  ref={confirmButton}
                  type="button"
                  aria-describedby={`${inputId}-confirm`}
                  className={buttonClass('danger')}
                  disabled={busy}
                  onClick={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => {
                        setConfirming(false);
                        toastSuccess('The logo is removed.');
                      },
                      onError: () => toastError('The logo could not be removed. Please try again.'),
                    })
                  }
                >
                  {remove.isPending && <Spinner className="size-4" />}
                  Yes, remove
                </button>
                <button type="button" className={buttonClass('ghost')} onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </div>
            )}
            <p id={`${inputId}-hint`} className="text-xs text-ink-muted">
              PNG, JPEG or WebP, at most 200 KB. Square images look best.
            </p>
            {error && (
              <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
