import { keptEmail } from '@sextant/contracts/rules/email';
import { ArrowLeft, Fingerprint, LockKeyhole, MonitorSmartphone } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { isMobileBrowser } from '@/features/auth/mobile';
import { buttonClass } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage, SuccessMessage } from '@/shared/ui/messages';
import { Spinner } from '@/shared/ui/spinner';
import { SubmitButton } from '@/shared/ui/submit-button';
import { EmailField } from './email-field';
import { fieldOf, useFlow } from './flow-context';
import { MfaSetupPanel } from './mfa-setup-panel';
import { BackTo, StepLink, textLinkClass } from './step-link';

const formClass = 'flex flex-col gap-4';

function SigningInAs() {
  const email = useFlow((state) => state.email);
  return (
    <p className="rounded-xl bg-canvas px-4 py-3 text-sm text-ink-muted">
      Signing in as <span className="font-semibold break-all text-ink">{email}</span>
    </p>
  );
}

export function EmailStep() {
  const { email, busy, error, notice, fieldErrors, submitEmail } = useFlow((state) => state);
  return (
    <form
      noValidate
      className={formClass}
      onSubmit={(event) => {
        event.preventDefault();
        submitEmail(fieldOf(event.currentTarget, 'email'));
      }}
    >
      <SuccessMessage message={notice} />
      <EmailField autoComplete="username" defaultValue={email} error={fieldErrors.email} />
      <ErrorMessage message={error} />
      <SubmitButton busy={busy}>Next</SubmitButton>
      <Link to="/" className={textLinkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Link>
    </form>
  );
}

export function PasswordStep() {
  const { busy, error, errorDetail, submitPassword } = useFlow((state) => state);
  return (
    <form
      noValidate
      className={formClass}
      onSubmit={(event) => {
        event.preventDefault();
        void submitPassword(fieldOf(event.currentTarget, 'password'));
      }}
    >
      <SigningInAs />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" />
      <ErrorMessage message={error} detail={errorDetail} />
      <SubmitButton busy={busy}>Login</SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackTo step="email" />
        <StepLink to="resetPassword">Reset Password</StepLink>
      </div>
    </form>
  );
}

function CodeForm({
  onCode,
  withEmail = false,
  children,
}: {
  onCode(code: string, email?: string): void;
  withEmail?: boolean;
  /** More choices between the code and the button. */
  children?: ReactNode;
}) {
  const { busy, error, errorDetail, fieldErrors } = useFlow((state) => state);
  return (
    <form
      noValidate
      className={formClass}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = event.currentTarget;
        onCode(fieldOf(form, 'otp'), withEmail ? fieldOf(form, 'email') : undefined);
      }}
    >
      {withEmail && <EmailField autoComplete="username" error={fieldErrors.email} />}
      <TextField
        label="Verification code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint="The 6-digit code from your authenticator app."
      />
      {children}
      <ErrorMessage message={error} detail={errorDetail} />
      <SubmitButton busy={busy}>Next</SubmitButton>
    </form>
  );
}

export function MfaStep() {
  const { busy, submitMfa, submitPasskey, deviceTrustDays } = useFlow((state) => state);
  // Checked by default: a device that passed the code was always remembered before the choice was shown.
  const [remember, setRemember] = useState(true);
  return (
    <div className="flex flex-col gap-4">
      <SigningInAs />
      <CodeForm onCode={(code) => void submitMfa(code, remember)}>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink">
          <input
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            className="size-5 shrink-0 accent-teal-600"
          />
          Remember this device for {deviceTrustDays ?? 30} days
        </label>
      </CodeForm>
      <div className="flex flex-col gap-2 border-t border-line pt-4">
        <p id="passkey-hint" className="text-sm text-ink-muted">
          Added a passkey in Account? Use it instead of the code: your fingerprint, face or screen lock on
          this device, or a phone or security key with it.
        </p>
        <button
          type="button"
          disabled={busy}
          aria-describedby="passkey-hint"
          onClick={() => void submitPasskey()}
          className={buttonClass('secondary', 'lg', 'w-full')}
        >
          <Fingerprint aria-hidden="true" className="size-5" />
          Use a passkey
        </button>
      </div>
      <BackTo step="email" />
    </div>
  );
}

export function MfaUnlockStep() {
  const { email, submitUnlock } = useFlow((state) => state);
  // Opened from the lockout step the email is known; opened by its address (?step=mfaUnlock) it is asked for.
  const [knownEmail] = useState(email);
  return (
    <div className="flex flex-col gap-4">
      {knownEmail && <SigningInAs />}
      <CodeForm withEmail={!knownEmail} onCode={(code, typed) => void submitUnlock(code, typed)} />
      <BackTo step="email" />
    </div>
  );
}

export function LockoutStep() {
  const { lockoutMessage, go } = useFlow((state) => state);
  return (
    <div className="flex flex-col gap-4">
      <div
        role="alert"
        className="flex gap-3 rounded-2xl border border-gold-400/60 bg-gold-300/20 p-4 text-ink"
      >
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
        <p className="text-base">{lockoutMessage}</p>
      </div>
      <SubmitButton type="button" onClick={() => go('mfaUnlock')}>
        Or use 2-step verification to unlock
      </SubmitButton>
      <StepLink to="resetPassword">Reset Password</StepLink>
    </div>
  );
}

export function MfaSetupStep() {
  const { mfaSetup, email, busy, error, errorDetail, submitMfaSetup } = useFlow((state) => state);
  const [mobile] = useState(() => isMobileBrowser());
  const panel = (
    <MfaSetupPanel
      secret={mfaSetup?.secret ?? ''}
      qrCode={mfaSetup?.qrCode ?? ''}
      // As the server keeps it, and its QR code names it.
      account={keptEmail(email)}
      phone={mobile}
      busy={busy}
      error={error}
      errorDetail={errorDetail}
      onVerify={(code) => void submitMfaSetup(code)}
    />
  );
  if (!mobile) return panel;

  // SPEC's sentence first; beside it, for a client who owns no computer, the set-up on this phone.
  return (
    <div className="flex flex-col gap-5">
      <div className="flex gap-3 rounded-2xl border border-line bg-canvas p-4">
        <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-ink" />
        <p className="text-base text-ink">
          Two-factor authentication is not set up for your account yet. To set it up, please sign up on a
          desktop browser: you will scan a code on the screen with your phone. Once it is set up, you can sign
          in on this device.
        </p>
      </div>
      {panel}
      <BackTo step="email" />
    </div>
  );
}

export function LoadingStep() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-8 text-ink-muted">
      <Spinner className="size-10 border-3 text-accent" />
      <p className="text-base">Signing you in…</p>
    </div>
  );
}
