import type { ClientDocument } from '@sextant/contracts/documents';
import { DOCUMENT_TEXTS } from '@sextant/contracts/rules/documents';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { documentChanged, signDocument } from '@/features/documents/api/complete-document';
import { OpenFirst } from '@/features/documents/components/open-first';
import { DOCUMENTS_SCREEN_TEXTS as TEXTS } from '@/features/documents/texts';
import { clientQuery } from '@/shared/api/get-client';
import { isHttpError } from '@/shared/http/client';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';

type Field = 'full_name' | 'code';
export type SignErrors = Partial<Record<Field, string>>;

/** The checks made before sending: a name, and a code of six digits. */
export function signProblems(fullName: string, code: string): SignErrors {
  const problems: SignErrors = {};
  if (!fullName.trim()) problems.full_name = TEXTS.nameMissing;
  if (!code.trim()) problems.code = TEXTS.codeMissing;
  else if (!/^\d{6}$/.test(code.trim())) problems.code = DOCUMENT_TEXTS.codeInvalid;
  return problems;
}

/**
 * Signing: the full name as on the account and a fresh code from the authenticator app. The server's 422
 * messages show under their fields; the first field in error takes focus.
 */
export function SignForm({ document }: { document: ClientDocument }) {
  const id = useId();
  const client = useQuery(clientQuery());
  const name = client.data ? `${client.data.first_name} ${client.data.surname}`.trim() : '';
  const nameInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [fullName, setFullName] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<SignErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function showErrors(next: SignErrors) {
    setErrors(next);
    if (next.full_name) nameInput.current?.focus();
    else if (next.code) codeInput.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const problems = signProblems(fullName, code);
    if (problems.full_name || problems.code) return showErrors(problems);
    setErrors({});
    setBusy(true);
    try {
      documentChanged(
        document.uuid,
        await signDocument(document.uuid, { full_name: fullName.trim(), code: code.trim() }),
      );
    } catch (caught) {
      if (
        isHttpError(caught) &&
        caught.status === 422 &&
        (caught.field('full_name') || caught.field('code'))
      ) {
        const full_name = caught.field('full_name');
        const codeError = caught.field('code');
        showErrors({ ...(full_name ? { full_name } : {}), ...(codeError ? { code: codeError } : {}) });
        // A code is good once: a refused one is cleared for the next.
        if (codeError) setCode('');
      } else if (isHttpError(caught) && caught.status === 409) {
        // Signed elsewhere already, or not opened yet: the server's sentence says which.
        setError(caught.message || DOCUMENT_TEXTS.alreadyDone);
        documentChanged(document.uuid);
      } else {
        // A refusal the server explains (422, or 429 after too many tries with its wait) is shown as it says.
        setError(
          isHttpError(caught) && [422, 429].includes(caught.status) ? caught.message : TEXTS.signFailed,
        );
      }
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
          Sign this document
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Read the document first (View). To sign, type your name and confirm with your authenticator app. We
          record when you opened it, when you signed and which version of the document you signed.
        </p>
      </div>
      <OpenFirst document={document} message={DOCUMENT_TEXTS.openBeforeSigning} />
      <fieldset disabled={!document.opened_at} className="contents">
        <TextField
          ref={nameInput}
          label="Full name"
          name="full_name"
          autoComplete="name"
          value={fullName}
          onChange={(event) => {
            setFullName(event.target.value);
            setErrors(({ full_name: _, ...rest }) => rest);
          }}
          hint={
            name
              ? `As on your account: your first name and surname, for example ${name}.`
              : 'As on your account: your first name and surname.'
          }
          error={errors.full_name}
        />
        <TextField
          ref={codeInput}
          label="Code from your authenticator app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => {
            // Digits only, however they were typed or pasted ('123 456').
            setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
            setErrors(({ code: _, ...rest }) => rest);
          }}
          hint="The 6-digit code your authenticator app shows now."
          error={errors.code}
        />
        <ErrorMessage message={error} />
        <SubmitButton busy={busy}>Sign document</SubmitButton>
      </fieldset>
    </form>
  );
}
