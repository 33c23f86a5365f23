import { MailCheck } from 'lucide-react';
import { formatCountdown, useCountdown } from '@/features/auth/countdown';
import { TEXTS } from '@/features/auth/texts';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';
import { EmailField } from './email-field';
import { fieldOf, useFlow } from './flow-context';
import { NewPasswordFields } from './new-password-fields';
import { SentNotice } from './sent-notice';
import { BackTo } from './step-link';

export function ResetPasswordStep() {
  const { email, busy, error, fieldErrors, requestReset } = useFlow((state) => state);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void requestReset(fieldOf(event.currentTarget, 'email'));
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">Reset method</legend>
        <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-accent bg-teal-50 px-4 text-base text-ink">
          <input
            type="radio"
            name="method"
            value="email"
            defaultChecked
            className="size-4.5 accent-teal-600"
          />
          Receive an email
        </label>
      </fieldset>
      <EmailField defaultValue={email} error={fieldErrors.email} />
      <ErrorMessage message={error} />
      <SubmitButton busy={busy}>Send Instructions</SubmitButton>
      <BackTo step={email ? 'password' : 'email'} />
    </form>
  );
}

export function InstructionsSentStep() {
  const { busy, error, instructionsSentAt, resendReset } = useFlow((state) => state);
  const left = useCountdown(instructionsSentAt);
  return (
    <div className="flex flex-col gap-5">
      <SentNotice icon={MailCheck}>{TEXTS.instructionsSent}</SentNotice>
      <div className="flex flex-col items-center gap-1 rounded-2xl border border-line p-4">
        <p className="text-sm text-ink-muted">No email? You can ask for another one in</p>
        <p role="timer" className="text-3xl font-semibold tabular-nums text-ink">
          {formatCountdown(left)}
        </p>
      </div>
      <ErrorMessage message={error} />
      <SubmitButton
        type="button"
        variant="secondary"
        busy={busy}
        disabled={left > 0}
        onClick={() => void resendReset()}
      >
        Resend Email
      </SubmitButton>
      <BackTo step="email" />
    </div>
  );
}

export function CreatePasswordStep({ intro }: { intro?: string | undefined }) {
  const { busy, error, fieldErrors, createPassword } = useFlow((state) => state);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void createPassword(fieldOf(form, 'password'), fieldOf(form, 'repeat_password'));
      }}
    >
      {intro && <p className="text-base text-ink-muted">{intro}</p>}
      <NewPasswordFields errors={fieldErrors} />
      <ErrorMessage message={error} />
      <SubmitButton busy={busy}>Set Password</SubmitButton>
    </form>
  );
}
