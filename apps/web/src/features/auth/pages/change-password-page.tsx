import { passwordProblems } from '@sextant/contracts/rules/password';
import { type FormEvent, useState } from 'react';
import { changePassword } from '@/features/auth/api/change-password';
import { fieldOf } from '@/features/auth/components/flow-context';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { isHttpError } from '@/shared/http/client';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage, SuccessMessage } from '@/shared/ui/messages';
import { PageSection } from '@/shared/ui/page-section';
import { SubmitButton } from '@/shared/ui/submit-button';

export const CHANGE_PASSWORD_TEXTS = {
  changed: 'Your password has been changed.',
  failed: 'Your password could not be changed. Please try again.',
} as const;

type Field = 'current' | 'password' | 'repeatPassword';

/** /tabs/account/password: a signed-in user changes the password (SPEC §5 rules). */
export function ChangePasswordPage() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const current = fieldOf(form, 'current_password');
    const password = fieldOf(form, 'password');
    const repeat = fieldOf(form, 'repeat_password');
    setError(null);
    setDone(false);
    const problems = passwordProblems(password, repeat);
    setFieldErrors(problems);
    if (problems.password || problems.repeatPassword) return;

    setBusy(true);
    try {
      await changePassword(current, password, repeat);
      form.reset();
      setDone(true);
    } catch (caught) {
      if (isHttpError(caught) && caught.status === 422) {
        const { current_password: currentErrors, password: passwordErrors, ...others } = caught.fieldErrors;
        const next = {
          current: currentErrors?.join(' '),
          password: passwordErrors?.join(' '),
          repeatPassword: others.repeat_password?.join(' '),
        };
        setFieldErrors(next);
        if (!next.current && !next.password && !next.repeatPassword) setError(caught.message);
      } else {
        setError(CHANGE_PASSWORD_TEXTS.failed);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageSection
      heading="Change password"
      description="Changing your password signs you out on your other devices."
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card"
      >
        <SuccessMessage message={done ? CHANGE_PASSWORD_TEXTS.changed : null} />
        <TextField
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          error={fieldErrors.current}
        />
        <NewPasswordFields errors={fieldErrors} />
        <ErrorMessage message={error} />
        <SubmitButton busy={busy}>Change password</SubmitButton>
      </form>
    </PageSection>
  );
}
