import { type FormEvent, lazy, Suspense, useState } from 'react';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';
import { KeyText, Steps } from './setup-steps';

interface MfaSetupPanelProps {
  /** The authenticator secret (base32) and its QR code (a data URL). */
  secret: string;
  qrCode: string;
  /** The account's email, which the authenticator app lists the account by. */
  account?: string | undefined;
  /** On a phone: set up on this device too (a link into the app and the key). */
  phone?: boolean;
  /**
   * The QR code for another device to scan: not at sign-in on a phone (SPEC sends that to a desktop), but in
   * Account, where the old phone may be scanning for a new one.
   */
  scan?: boolean;
  /** The level of the phone steps' heading: under the page's title, or under a section's heading. */
  headingLevel?: 2 | 3;
  busy: boolean;
  error: string | null;
  /** A plain line under SPEC's terse error. */
  errorDetail?: string | null;
  codeError?: string | undefined;
  onVerify(code: string): void;
}

/** Only a phone needs these: loaded when one shows the set-up, out of every sign-in screen's start-up. */
const SamePhoneSteps = lazy(() =>
  import('./same-phone-steps').catch(() => ({
    // Not loaded (offline, or a new version deployed meanwhile): the key still shows, for typing by hand.
    default: ({ secret }: { secret: string }) => <KeyText secret={secret} />,
  })),
);

/** On a computer: SPEC's three instructions and the QR code to scan with the phone. */
function ScanSteps({ secret, qrCode }: { secret: string; qrCode: string }) {
  return (
    <>
      <Steps
        steps={[
          'Install an authenticator app on your phone, such as Microsoft Authenticator or Google Authenticator.',
          'In the app, add a new account of type Work or School.',
          'Scan the QR code below with the app.',
        ]}
      />
      <p className="text-sm text-ink-muted">
        In Google Authenticator or another app, tap + and scan the code.
      </p>
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
          <KeyText secret={secret} />
        </figcaption>
      </figure>
    </>
  );
}

/**
 * SPEC §2 mfaSetup: three instructions, the QR code (and its secret as text), a code field and Verify. On a
 * phone, whose own screen it cannot scan, the same account is added through a link into the app or by its
 * key, and the same code field follows.
 */
export function MfaSetupPanel({
  secret,
  qrCode,
  account,
  phone,
  scan = !phone,
  headingLevel = 2,
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
      {scan && <ScanSteps secret={secret} qrCode={qrCode} />}
      {phone && (
        <Suspense fallback={null}>
          <SamePhoneSteps secret={secret} account={account} headingLevel={headingLevel} />
        </Suspense>
      )}

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
