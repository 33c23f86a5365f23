import type { ClientDocument } from '@sextant/contracts/documents';
import { ACKNOWLEDGE_STATEMENT, DOCUMENT_TEXTS } from '@sextant/contracts/rules/documents';
import { type FormEvent, type Ref, useId, useRef, useState } from 'react';
import { acknowledgeDocument, documentChanged } from '@/features/documents/api/complete-document';
import { OpenFirst } from '@/features/documents/components/open-first';
import { DOCUMENTS_SCREEN_TEXTS as TEXTS } from '@/features/documents/texts';
import { isHttpError } from '@/shared/http/client';
import { cx } from '@/shared/ui/cx';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';

/** "I have read and understood this document": ticked, then sent; the server records the moment. */
export function AcknowledgeForm({ document }: { document: ClientDocument }) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const [ticked, setTicked] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!ticked) {
      setFieldError(TEXTS.tickToAcknowledge);
      box.current?.focus();
      return;
    }
    setBusy(true);
    try {
      documentChanged(document.uuid, await acknowledgeDocument(document.uuid));
    } catch (caught) {
      if (isHttpError(caught) && caught.status === 409) {
        // Acknowledged elsewhere already, or not opened yet: the server's sentence says which.
        setError(caught.message || DOCUMENT_TEXTS.alreadyDone);
        documentChanged(document.uuid);
      } else setError(TEXTS.acknowledgeFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold tracking-tight text-ink">
          Acknowledge this document
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Your firm asks you to confirm that you have read it. Open it with View first.
        </p>
      </div>
      <OpenFirst document={document} message={DOCUMENT_TEXTS.openBeforeAcknowledging} />
      <fieldset disabled={!document.opened_at} className="contents">
        <AcknowledgeBox
          id={id}
          ref={box}
          ticked={ticked}
          error={fieldError}
          onChange={(checked) => {
            setTicked(checked);
            if (checked) setFieldError(null);
          }}
        />
        <ErrorMessage message={error} />
        <SubmitButton busy={busy}>Acknowledge</SubmitButton>
      </fieldset>
    </form>
  );
}

/** The statement to tick, and what is wrong when it was not ticked. */
function AcknowledgeBox({
  id,
  ref,
  ticked,
  error,
  onChange,
}: {
  id: string;
  ref: Ref<HTMLInputElement>;
  ticked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className={cx(
          'flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border bg-canvas px-4 py-3 text-base text-ink',
          error ? 'border-red-600' : 'border-line',
        )}
      >
        <input
          ref={ref}
          id={id}
          type="checkbox"
          checked={ticked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-teal-600"
        />
        {ACKNOWLEDGE_STATEMENT}
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
