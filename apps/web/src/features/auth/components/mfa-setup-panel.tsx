import { type FormEvent, useState } from 'react';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';

interface MfaSetupPanelProps {
  /** The authenticator secret (base32) and its QR code (a data URL). */
  secret: string;
  qrCode: string;
  busy: boolean;
  error: string | null;
  /** A plain line under SPEC's terse error. */
  errorDetail?: string | null;
  codeError?: string | undefined;
  onVerify(code: string): void;
}

/** SPEC §2 mfaSetup: three instructions, the QR code (and its secret as text), a code field and Verify. */
export function MfaSetupPanel({
  secret,
  qrCode,
  busy,
  error,
  errorDetail = null,
  codeError,
  onVerify,
}: MfaSetupPanelProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onVerify(code);
  };

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-none flex-col gap-3 text-base text-ink">
        {[
          'Install an authenticator app on your phone, such as Microsoft Authenticator or Google Authenticator.',
          'In the app, add a new account of type Work or School.',
          'Scan the QR code below with the app.',
        ].map((text, index) => (
          <li key={text} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-teal-50 text-sm font-semibold text-accent-ink"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{text}</span>
          </li>
        ))}
      </ol>

      <figure className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-canvas p-4">
        <img
          src={qrCode}
          alt="QR code to scan with your authenticator app"
          width={200}
          height={200}
          className="size-50 rounded-lg bg-white p-1"
        />
        <figcaption className="w-full text-center text-sm text-ink-muted">
          Cannot scan it? Enter this key in the app instead:
          <code
            data-testid="otp-secret"
            className="mt-1.5 block rounded-lg bg-surface px-3 py-2 font-mono text-sm font-semibold tracking-wider break-all text-ink select-all"
          >
            {secret}
          </code>
        </figcaption>
      </figure>

      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Verification code"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={codeError}
          hint="The 6-digit code the app shows for this account."
        />
        <ErrorMessage message={error} detail={errorDetail} />
        <SubmitButton busy={busy}>Verify</SubmitButton>
      </form>
    </div>
  );
}
